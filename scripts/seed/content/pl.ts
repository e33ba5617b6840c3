/** Seeded editorial content in Polish. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Sprzedaj kampera lub przyczepę kempingową',
      description:
        'Sprzedaj kampera lub przyczepę kempingową za darmo ponad 250 sprawdzonym dealerom. Weryfikacja w 24 godziny, aukcja przez 24 godziny, odbiór przez dealera.',
      body: {
        hero: {
          title: 'Sprzedaj kampera za darmo ponad 250 dealerom – w aukcji trwającej najwyżej 24 godziny',
          subtitle:
            'Dodaj ogłoszenie, podaj oczekiwaną cenę i pozwól dealerom licytować: w CamperMarkt24 sprzedasz kampera lub przyczepę szybko, bezpiecznie i bez żadnych opłat.',
          cta: 'Sprzedaj za darmo',
          secondaryCta: 'Bezpłatna wycena',
        },
        advantages: [
          {
            title: '100% za darmo dla sprzedających',
            text: 'Nie płacisz ani za ogłoszenie, ani za sprzedaż. Prowizję płaci wyłącznie dealer, który kupuje Twój pojazd.',
          },
          {
            title: 'Ponad 250 sprawdzonych dealerów',
            text: 'Licytować mogą tylko zweryfikowani dealerzy. Docierasz do prawdziwych kupców z całej Europy zamiast do łowców okazji.',
          },
          {
            title: 'Ty decydujesz',
            text: 'To Ty ustalasz oczekiwaną cenę. Jeśli nie zostanie osiągnięta, sam decydujesz, czy przyjąć ofertę, negocjować dalej czy odmówić.',
          },
          {
            title: 'Szybko i wygodnie',
            text: 'Weryfikacja w 24 godziny, aukcja trwająca maksymalnie 24 godziny i odbiór przez dealera – bez jazd próbnych z nieznajomymi.',
          },
        ],
        steps: [
          {
            title: 'Dodaj ogłoszenie za darmo',
            text: 'Wpisz dane pojazdu, dodaj zdjęcia i podaj oczekiwaną cenę. Zajmie Ci to tylko kilka minut.',
          },
          {
            title: 'Sprawdzamy je w 24 godziny',
            text: 'Nasz zespół weryfikuje każde ogłoszenie w ciągu maksymalnie 24 godzin, także w weekendy, i kontaktuje się z Tobą, jeśli czegoś brakuje.',
          },
          {
            title: 'Dealerzy licytują przez 24 godziny',
            text: 'Twój pojazd trafia na aukcję online trwającą maksymalnie 24 godziny. Kończy się ona zawsze w dzień roboczy między 14:00 a 17:00.',
          },
          {
            title: 'Ty decydujesz, dealer odbiera',
            text: 'Jeśli oferta osiągnie Twoją oczekiwaną cenę, najwyższy oferent wygrywa automatycznie. W przeciwnym razie decyzja należy do Ciebie. Dealer płaci i odbiera pojazd.',
          },
        ],
        reviews: [
          {
            name: 'Tomasz K.',
            city: 'Poznań',
            rating: 5,
            text: 'Nasz kamper z alkową został sprzedany po jednym dniu, a dealer odebrał go dwa tygodnie później dokładnie zgodnie z umową. Prościej się nie da.',
          },
          {
            name: 'Agnieszka W.',
            city: 'Wrocław',
            rating: 5,
            text: 'Bałam się, że sprzedam za tanio. Najwyższa oferta okazała się wyraźnie wyższa niż to, co zaproponował mi lokalny komis.',
          },
          {
            name: 'Piotr Z.',
            city: 'Gdańsk',
            rating: 4,
            text: 'Moja oczekiwana cena nie została osiągnięta, ale dzięki dalszym negocjacjom następnego dnia doszliśmy do porozumienia. Bardzo pomocna obsługa telefoniczna.',
          },
          {
            name: 'Katarzyna M.',
            city: 'Kraków',
            rating: 5,
            text: 'Sprzedaliśmy przyczepę bez ani jednego oglądania z osobami prywatnymi. Wskazówki dotyczące zdjęć były na wagę złota.',
          },
          {
            name: 'Marcin D.',
            city: 'Łódź',
            rating: 4,
            text: 'Weryfikacja w sobotę, aukcja we wtorek, odbiór dwa tygodnie później. Chętnie znowu sprzedam przez CamperMarkt24.',
          },
        ],
        stats: [
          { value: '250+', label: 'dealerów' },
          { value: '5 000', label: 'sprzedanych pojazdów' },
          { value: '3 000', label: 'aukcji' },
          { value: '130+', label: 'opinii' },
        ],
        faq: [
          {
            question: 'Ile kosztuje sprzedaż przez CamperMarkt24?',
            answer:
              'Nic. Ogłoszenie, weryfikacja, aukcja i sprzedaż są bezpłatne zarówno dla osób prywatnych, jak i dla firm. Prowizję płaci wyłącznie dealer, który kupuje Twój pojazd.',
          },
          {
            question: 'Jak szybko mogę sprzedać kampera?',
            answer:
              'Sprawdzamy Twoje ogłoszenie w ciągu maksymalnie 24 godzin, także w weekendy. Następująca po tym aukcja trwa maksymalnie 24 godziny i kończy się w dzień roboczy między 14:00 a 17:00. W najlepszym przypadku Twój pojazd zostanie więc sprzedany w ciągu dwóch dni.',
          },
          {
            question: 'Kto licytuje mój pojazd?',
            answer:
              'Wyłącznie zweryfikowani profesjonalni dealerzy. W CamperMarkt24 zarejestrowanych jest ponad 250 dealerów i około 300 licytujących, którzy stale szukają używanych kamperów i przyczep kempingowych.',
          },
          {
            question: 'Co się stanie, jeśli moja oczekiwana cena nie zostanie osiągnięta?',
            answer:
              'Wtedy sprzedaż nie dochodzi do skutku automatycznie. Możesz przyjąć najwyższą ofertę, negocjować dalej online albo odmówić. Po zakończeniu aukcji dealerzy mogą ponadto złożyć ofertę po aukcji.',
          },
          {
            question: 'Kiedy mój pojazd zostanie odebrany?',
            answer:
              'Podajesz, czy chcesz przekazać pojazd od razu, czy w ciągu maksymalnie sześciu tygodni. Po uzgodnieniu możliwy jest też późniejszy odbiór, do trzech miesięcy po sprzedaży.',
          },
          {
            question: 'Czy dealerzy widzą moje dane kontaktowe?',
            answer:
              'Nie. Twoja tożsamość pozostaje ukryta przed licytującymi, dopóki nie dojdzie do sprzedaży. Dopiero wtedy dealer, który kupuje pojazd, otrzymuje Twoje dane kontaktowe, aby uzgodnić z Tobą płatność i odbiór.',
          },
        ],
      },
    },
    about: {
      title: 'O nas',
      description:
        'CamperMarkt24 łączy sprzedających używane kampery i przyczepy kempingowe z ponad 250 sprawdzonymi dealerami w Europie. Poznaj nasz pomysł i nasz zespół.',
      body: {
        intro:
          'CamperMarkt24 to internetowa platforma, na której osoby prywatne i firmy sprzedają na aukcji używane kampery i przyczepy kempingowe sprawdzonym dealerom. Nasz cel: uczciwa cena, szybka sprzedaż i jak najmniej zachodu dla wszystkich stron.',
        sections: [
          {
            heading: 'Nasz pomysł',
            paragraphs: [
              'Kto kiedyś sprzedawał kampera prywatnie, dobrze to zna: niezliczone zapytania, jazdy próbne z nieznajomymi, targowanie się przez telefon, a na koniec niepewność, czy pieniądze naprawdę wpłyną. Dealerzy z kolei stale szukają zadbanych używanych pojazdów, ale trudno im je znaleźć.',
              'CamperMarkt24 łączy obie strony – przejrzyście, cyfrowo i w jasno określonym czasie. Sprzedający dodają ogłoszenia za darmo, dealerzy licytują na aukcji online, a efektem jest wiążąca sprzedaż.',
            ],
          },
          {
            heading: 'Jak pracujemy',
            paragraphs: [
              'Nasz zespół weryfikuje każde ogłoszenie w ciągu 24 godzin, także w weekendy. Dbamy o kompletność danych, czytelne zdjęcia i realistyczną oczekiwaną cenę. Dopiero potem pojazd trafia na aukcję, w której mogą licytować wyłącznie zatwierdzeni dealerzy.',
              'Nasze biuro obsługi klienta jest dostępne telefonicznie od poniedziałku do piątku w godzinach 9:00–17:00 i wspiera zarówno sprzedających, jak i dealerów – od pierwszego zdjęcia aż po odbiór pojazdu.',
            ],
          },
          {
            heading: 'Liczby, które mówią same za siebie',
            paragraphs: ['Od startu CamperMarkt24 nasza sieć stale się rozrasta:'],
            items: [
              'ponad 250 sprawdzonych dealerów',
              'około 300 aktywnych licytujących',
              'ponad 5 000 sprzedanych pojazdów',
              'ponad 3 000 przeprowadzonych aukcji',
              'ponad 130 opinii klientów',
            ],
          },
          {
            heading: 'W domu w całej Europie',
            paragraphs: [
              'Nasza siedziba mieści się w Hamburgu, a platforma działa w ośmiu językach: niemieckim, angielskim, niderlandzkim, szwedzkim, duńskim, polskim, hiszpańskim i czeskim. Dzięki temu sprzedający docierają do dealerów daleko poza swoim regionem, a dealerzy znajdują pojazdy, których inaczej nigdy by nie zobaczyli.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Kontakt',
      description:
        'Jak skontaktować się z CamperMarkt24: telefonicznie od poniedziałku do piątku w godz. 9:00–17:00 lub e-mailem. Odpowiadamy w ciągu jednego dnia roboczego.',
      body: {
        intro:
          'Masz pytania dotyczące ogłoszenia, aukcji lub rejestracji jako dealer? Nasze biuro obsługi klienta chętnie Ci pomoże.',
        sections: [
          {
            heading: 'Jak się z nami skontaktować',
            paragraphs: ['Telefonicznie jesteśmy do Twojej dyspozycji od poniedziałku do piątku w godzinach 9:00–17:00.'],
            items: [
              'Telefon: +49 40 123 456 70',
              'E-mail: service@campermarkt24.de',
              'Adres: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Niemcy',
            ],
          },
          {
            heading: 'Odpowiedź w ciągu jednego dnia roboczego',
            paragraphs: [
              'Na zapytania wysłane e-mailem odpowiadamy w ciągu jednego dnia roboczego. Jeśli pytanie dotyczy konkretnego pojazdu, podaj numer ogłoszenia – dzięki temu szybciej Ci pomożemy.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Najczęstsze pytania',
      description:
        'Odpowiedzi na najczęstsze pytania o sprzedaż, aukcje, rejestrację dealerów i bezpłatną wycenę kamperów oraz przyczep kempingowych w CamperMarkt24.',
      body: {
        groups: [
          {
            title: 'Sprzedaż',
            items: [
              {
                question: 'Kto może sprzedawać przez CamperMarkt24?',
                answer:
                  'Osoby prywatne i firmy. Możesz sprzedać używanego kampera, a także przyczepę kempingową lub inną przyczepę, pod warunkiem że jesteś właścicielem pojazdu albo masz prawo nim rozporządzać.',
              },
              {
                question: 'Ile kosztuje mnie sprzedaż?',
                answer:
                  'Nic. Ogłoszenie, weryfikacja, aukcja, dalsze negocjacje i sprzedaż są dla sprzedających bezpłatne. Prowizję płaci wyłącznie dealer, który kupuje pojazd.',
              },
              {
                question: 'Jakich dokumentów i zdjęć potrzebuję?',
                answer:
                  'Przygotuj dowód rejestracyjny (oraz kartę pojazdu, jeśli została wydana), a najlepiej także książkę serwisową, faktury i zaświadczenia z przeglądów. Zalecamy co najmniej pięć zdjęć z zewnątrz i pięć zdjęć wnętrza.',
              },
              {
                question: 'Jak długo trwa weryfikacja ogłoszenia?',
                answer:
                  'Maksymalnie 24 godziny, także w weekendy. Jeśli brakuje danych lub zdjęć, skontaktujemy się z Tobą, aby ogłoszenie mogło szybko trafić na aukcję.',
              },
              {
                question: 'Czy mam obowiązek sprzedać pojazd?',
                answer:
                  'Jeśli oferta osiągnie Twoją oczekiwaną cenę, najwyższy oferent wygrywa automatycznie, a sprzedaż jest wiążąca. Jeśli najwyższa oferta jest niższa, sam decydujesz, czy ją przyjąć, negocjować dalej czy odmówić.',
              },
            ],
          },
          {
            title: 'Aukcja i licytacja',
            items: [
              {
                question: 'Jak długo trwa aukcja?',
                answer:
                  'Aukcja trwa maksymalnie 24 godziny i zawsze kończy się w dzień roboczy, od poniedziałku do piątku, między 14:00 a 17:00 czasu polskiego. Dzięki temu dealerzy mogą licytować w zwykłych godzinach pracy.',
              },
              {
                question: 'Czym jest agent licytacyjny?',
                answer:
                  'Dealer może ustawić maksymalną ofertę. Agent licytacyjny automatycznie podbija wtedy cenę w małych krokach, aż do osiągnięcia tego limitu. Dzięki temu żaden dealer nie przegapi aukcji tylko dlatego, że akurat nie siedzi przed ekranem.',
              },
              {
                question: 'Co oznacza opcja Kup teraz?',
                answer:
                  'Jeśli dla pojazdu ustalono cenę Kup teraz, dealer może go od razu kupić za tę cenę. Aukcja się wtedy kończy, a zakup jest wiążący.',
              },
              {
                question: 'Czym jest oferta po aukcji?',
                answer:
                  'Jeśli aukcja zakończy się bez sprzedaży, dealerzy mogą jeszcze złożyć ofertę po aukcji. Taka oferta wiąże oferenta przez 48 godzin albo do momentu, gdy sprzedający ją odrzuci.',
              },
              {
                question: 'Jak działają dalsze negocjacje?',
                answer:
                  'Jeśli oczekiwana cena nie zostanie osiągnięta, sprzedający i najwyższy oferent mogą negocjować cenę online i wymieniać kontroferty. Gdy dojdą do porozumienia, sprzedaż jest wiążąca. Tożsamość sprzedającego przez cały czas pozostaje ukryta.',
              },
            ],
          },
          {
            title: 'Dealerzy',
            items: [
              {
                question: 'Kto może licytować jako dealer?',
                answer:
                  'Profesjonalni sprzedawcy pojazdów, którzy przedstawili dokumenty potwierdzające prowadzenie działalności gospodarczej i zostali przez nas sprawdzeni i zatwierdzeni. Osoby prywatne nie mogą licytować.',
              },
              {
                question: 'Ile kosztuje udział dla dealerów?',
                answer:
                  'Rejestracja i licytowanie są bezpłatne. Prowizję płacisz tylko przy zakupie: 1,75% netto od ceny wylicytowanej, co najmniej 399 euro i maksymalnie 3 500 euro netto, w obu przypadkach plus 19% VAT.',
              },
              {
                question: 'Kiedy należy zapłacić prowizję?',
                answer:
                  `Po zakupie otrzymasz fakturę e-mailem. Należy ją opłacić w ciągu ${PAYMENT_TERM_DAYS} dni od daty wystawienia.`,
              },
              {
                question: 'Jak zapłacić za pojazd?',
                answer:
                  'Cenę zakupu płacisz bezpośrednio sprzedającemu, najpóźniej przy odbiorze. Po sprzedaży otrzymujesz dane kontaktowe sprzedającego, aby uzgodnić płatność i przekazanie pojazdu.',
              },
              {
                question: 'Jak znaleźć odpowiednie pojazdy?',
                answer:
                  'Zapisz wyszukiwania ze swoimi kryteriami, a powiadomimy Cię o nowych pasujących pojazdach. Interesujące oferty dodaj do listy obserwowanych, aby śledzić je do końca aukcji.',
              },
            ],
          },
          {
            title: 'Wycena',
            items: [
              {
                question: 'Czym jest bezpłatna szybka wycena?',
                answer:
                  'Podajesz nam najważniejsze dane kampera lub przyczepy i w ciągu 24 godzin otrzymujesz e-mailem przedział cenowy. Wycena jest bezpłatna i niezobowiązująca.',
              },
              {
                question: 'Jakich danych potrzebujecie do wyceny?',
                answer:
                  'Marki, modelu, daty pierwszej rejestracji, przebiegu lub roku produkcji, wyposażenia i stanu technicznego. Na podstawie zdjęć możemy dokładniej określić przedział cenowy.',
              },
              {
                question: 'Czy wycena jest wiążącą ofertą?',
                answer:
                  'Nie. Przedział cenowy to punkt odniesienia przy ustalaniu oczekiwanej ceny. Rzeczywistą cenę wyznaczają oferty dealerów na aukcji.',
              },
              {
                question: 'Czy po wycenie muszę sprzedać pojazd?',
                answer:
                  'Nie. Spokojnie decydujesz, czy i kiedy chcesz wystawić pojazd. Wycena nie wiąże się z żadnymi kosztami ani zobowiązaniami.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Kariera',
      description:
        'Praca w CamperMarkt24: współtwórz z nami europejski handel online używanymi kamperami i przyczepami kempingowymi – w Hamburgu lub zdalnie z UE.',
      body: {
        sections: [
          {
            heading: 'Praca w CamperMarkt24',
            paragraphs: [
              'Jesteśmy niewielkim zespołem z Hamburga, ze współpracownikami w całej Europie. Programiści, eksperci od pojazdów i obsługa klienta ściśle ze sobą współpracują – krótkie ścieżki decyzyjne i duża odpowiedzialność każdej osoby to u nas codzienność.',
              'Wielu z nas samo podróżuje kamperem lub z przyczepą. Ta pasja przekłada się na naszą pracę: chcemy, żeby sprzedaż pojazdu kempingowego była równie przyjemna jak podróżowanie nim.',
            ],
          },
          {
            heading: 'Co oferujemy',
            paragraphs: ['Aby dobrze się u nas czuć, możesz liczyć między innymi na:'],
            items: [
              'elastyczne godziny pracy i możliwość pracy zdalnej',
              'biuro w hamburskiej dzielnicy HafenCity',
              'roczny budżet na szkolenia',
              'firmowego kampera, którego pracownicy mogą pożyczyć na urlop',
              'międzynarodowy zespół i płaską strukturę',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Pełny etat',
            text: 'Rozwijasz naszą platformę aukcyjną – od agenta licytacyjnego po panel sprzedającego. Masz kilkuletnie doświadczenie z TypeScriptem, Reactem i aplikacjami serwerowymi i chętnie bierzesz odpowiedzialność za swoje funkcje.',
          },
          {
            title: 'Opiekun dealerów',
            location: 'Hamburg',
            type: 'Pełny etat',
            text: 'Jesteś pierwszą osobą kontaktową dla naszych dealerów, prowadzisz nowych partnerów przez rejestrację i pomagasz w sprawach dotyczących aukcji i zakupów. Doświadczenie w handlu pojazdami oraz znajomość kolejnego języka europejskiego będą atutem.',
          },
          {
            title: 'Specjalista ds. weryfikacji ogłoszeń',
            location: 'Hamburg',
            type: 'Część etatu',
            text: 'Sprawdzasz nowe ogłoszenia pod kątem kompletności i wiarygodności i dbasz o to, aby każdy pojazd mógł trafić na aukcję w ciągu 24 godzin. Praca obejmuje również dyżury weekendowe według grafiku.',
          },
        ],
      },
    },
    pricing: {
      title: 'Ceny i prowizja',
      description:
        'Za darmo dla sprzedających, uczciwa prowizja od sukcesu dla dealerów: 1,75% netto od ceny wylicytowanej, min. 399 euro, maks. 3 500 euro, plus VAT.',
      body: {
        intro:
          'W CamperMarkt24 płaci tylko ten, kto kupuje. Dla sprzedających cała usługa jest bezpłatna, a dealerzy płacą prowizję wyłącznie wtedy, gdy faktycznie kupią pojazd.',
        sections: [
          {
            heading: 'Za darmo dla sprzedających',
            paragraphs: [
              'Ogłoszenie, weryfikacja, aukcja, dalsze negocjacje i szybka wycena są bezpłatne dla osób prywatnych i firm. Nie ma opłat za wystawienie, abonamentów ani ukrytych kosztów – także wtedy, gdy Twój pojazd zostanie sprzedany.',
            ],
          },
          {
            heading: 'Prowizja dla dealerów',
            paragraphs: [
              'Dealerzy płacą prowizję za pośrednictwo w wysokości 1,75% netto od ceny wylicytowanej. Prowizja wynosi co najmniej 399 euro netto i maksymalnie 3 500 euro netto, w obu przypadkach plus 19% VAT.',
              'Cena wylicytowana to cena, za którą pojazd zostaje sprzedany – niezależnie od tego, czy dzieje się to w drodze licytacji, zakupu Kup teraz, przyjętej oferty po aukcji czy porozumienia w dalszych negocjacjach.',
            ],
          },
          {
            heading: 'Tylko w razie zakupu',
            paragraphs: [
              'Rejestracja, licytowanie, zapisane wyszukiwania i lista obserwowanych są dla dealerów bezpłatne. Prowizja jest należna tylko wtedy, gdy wygrasz pojazd i dojdzie do zakupu. Jeśli licytujesz i nie wygrywasz, nic nie płacisz.',
            ],
          },
          {
            heading: 'Termin płatności',
            paragraphs: [
              `Po zakupie wystawiamy fakturę za prowizję i wysyłamy ją e-mailem. Należność jest płatna w ciągu ${PAYMENT_TERM_DAYS} dni od daty wystawienia faktury. Cenę zakupu pojazdu dealer płaci bezpośrednio sprzedającemu.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Zostań partnerem',
      description:
        'Zostań partnerem CamperMarkt24: jako dealer, jako portal motoryzacyjny lub operator floty z integracją albo jako afiliant w naszym programie poleceń.',
      body: {
        intro:
          'CamperMarkt24 rozwija się razem ze swoimi partnerami. Niezależnie od tego, czy chcesz kupować pojazdy, sprzedawać pojazdy, czy polecać nas sprzedającym – znajdziemy odpowiednią formę współpracy.',
        sections: [
          {
            heading: 'Dla dealerów',
            paragraphs: [
              'Jako zarejestrowany dealer licytujesz sprawdzone kampery i przyczepy kempingowe od osób prywatnych i firm z całej Europy. Rejestracja jest bezpłatna, a prowizję płacisz tylko wtedy, gdy kupisz pojazd.',
            ],
          },
          {
            heading: 'Dla portali motoryzacyjnych i systemów flotowych',
            paragraphs: [
              'Prowadzisz portal motoryzacyjny, flotę wypożyczalni albo system zarządzania flotą? Dzięki naszej integracji możesz przekazywać pojazdy bezpośrednio do CamperMarkt24 i automatycznie otrzymywać wyniki aukcji. W ten sposób sprzedajesz pojazdy wycofywane z floty bez dodatkowego nakładu pracy.',
              'Skontaktuj się z nami – wspólnie ustalimy szczegóły techniczne integracji.',
            ],
          },
          {
            heading: 'Dla afiliantów: program poleceń',
            paragraphs: [
              'Blogi kempingowe, fora, warsztaty i kempingi mogą kierować sprzedających do CamperMarkt24 za pomocą osobistego linku polecającego. Za każdą udaną sprzedaż z Twojego polecenia otrzymujesz wynagrodzenie.',
              'Wizyta z Twojego linku jest przypisywana do Twojego konta partnerskiego przez 30 dni. Warunki programu chętnie prześlemy na życzenie.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Regulamin',
      description:
        'Regulamin CamperMarkt24 dla sprzedających i dealerów: ogłoszenia, weryfikacja, aukcja, oferty, Kup teraz, oferty po aukcji, prowizja i odpowiedzialność.',
      body: {
        intro:
          'Niniejszy regulamin określa zasady korzystania z internetowej platformy CamperMarkt24 przez sprzedających i dealerów. Operatorem platformy jest CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Niemcy. W razie rozbieżności między wersjami językowymi rozstrzygająca jest wersja niemiecka.',
        sections: [
          {
            heading: '§ 1 Zakres obowiązywania',
            paragraphs: [
              'Regulamin ma zastosowanie do wszystkich umów zawieranych między CamperMarkt24 GmbH (dalej „CamperMarkt24”) a użytkownikami platformy. Użytkownikami są sprzedający, którzy oferują używane kampery, przyczepy kempingowe lub inne przyczepy, oraz profesjonalni dealerzy, którzy licytują te pojazdy.',
              'CamperMarkt24 udostępnia platformę i pośredniczy w zawieraniu umów sprzedaży. Umowy sprzedaży pojazdów są zawierane wyłącznie między sprzedającym a dealerem; CamperMarkt24 nie staje się ich stroną.',
              'Odmienne warunki użytkowników obowiązują tylko wtedy, gdy CamperMarkt24 wyraźnie zaakceptuje je na piśmie.',
            ],
          },
          {
            heading: '§ 2 Rejestracja i konto użytkownika',
            paragraphs: [
              'Korzystanie z platformy wymaga rejestracji. Użytkownicy muszą być pełnoletni i podać podczas rejestracji pełne i prawdziwe dane. Dane logowania należy zachować w tajemnicy.',
              'Dealerzy muszą wykazać prowadzenie działalności gospodarczej odpowiednimi dokumentami, w szczególności wpisem do CEIDG lub odpisem z KRS albo równoważnym dokumentem oraz numerem VAT UE. Dealerzy mogą licytować dopiero po weryfikacji i zatwierdzeniu przez CamperMarkt24. Dealerom nie przysługuje roszczenie o zatwierdzenie.',
            ],
          },
          {
            heading: '§ 3 Ogłoszenia',
            paragraphs: [
              'Dodawanie ogłoszeń jest dla sprzedających bezpłatne. Sprzedający oświadcza, że jest właścicielem pojazdu lub jest uprawniony do jego sprzedaży, oraz informuje o ewentualnych prawach osób trzecich, na przykład o trwającym finansowaniu.',
              'Wszystkie dane pojazdu muszą być kompletne i zgodne z prawdą. Znane wady, szkody powypadkowe i uszkodzenia spowodowane wilgocią należy ujawnić. Zdjęcia muszą przedstawiać oferowany pojazd w jego aktualnym stanie.',
              'Sprzedający określa oczekiwaną cenę (cenę minimalną) oraz podaje, czy pojazd może zostać przekazany od razu, czy w ciągu maksymalnie sześciu tygodni. Późniejszy odbiór, do trzech miesięcy po sprzedaży, może zostać uzgodniony między sprzedającym a dealerem.',
            ],
          },
          {
            heading: '§ 4 Weryfikacja i publikacja',
            paragraphs: [
              'CamperMarkt24 weryfikuje każde ogłoszenie przed publikacją w ciągu maksymalnie 24 godzin, także w weekendy, pod kątem kompletności i wiarygodności. Weryfikacja nie stanowi badania technicznego pojazdu.',
              'CamperMarkt24 może zażądać uzupełnień oraz odrzucić lub usunąć ogłoszenia naruszające regulamin lub obowiązujące przepisy.',
            ],
          },
          {
            heading: '§ 5 Aukcja i oferty',
            paragraphs: [
              'Zatwierdzone ogłoszenia są oferowane na aukcji online o ograniczonym czasie trwania. Aukcja trwa maksymalnie 24 godziny i kończy się w dzień roboczy, od poniedziałku do piątku, między 14:00 a 17:00 (strefa czasowa Berlina). Licytować mogą wyłącznie zatwierdzeni dealerzy. Tożsamość sprzedającego jest ujawniana licytującym dopiero po sprzedaży.',
              'Oferty są wiążące i nie można ich wycofać. Dotyczy to również ofert składanych przez agenta licytacyjnego w imieniu dealera do wysokości ustawionej przez niego oferty maksymalnej.',
              'Jeśli oferta osiągnie lub przekroczy oczekiwaną cenę sprzedającego, najwyższy oferent automatycznie wygrywa z chwilą zakończenia aukcji, a umowa sprzedaży między sprzedającym a dealerem zostaje zawarta. Jeśli najwyższa oferta pozostaje poniżej oczekiwanej ceny, o jej przyjęciu decyduje sprzedający.',
              'Po aukcji zakończonej bez sprzedaży dealerzy mogą złożyć ofertę po aukcji. Oferta po aukcji wiąże oferenta przez 48 godzin albo do jej odrzucenia przez sprzedającego. Jeśli sprzedający przyjmie ofertę w tym terminie, umowa sprzedaży zostaje zawarta.',
            ],
          },
          {
            heading: '§ 6 Kup teraz',
            paragraphs: [
              'Jeśli dla pojazdu podano cenę Kup teraz, zatwierdzony dealer może kupić pojazd za tę cenę. Umowa sprzedaży zostaje zawarta z chwilą potwierdzenia zakupu, a aukcja kończy się przed czasem.',
            ],
          },
          {
            heading: '§ 7 Dalsze negocjacje',
            paragraphs: [
              'Jeśli oczekiwana cena nie zostanie osiągnięta, sprzedający i najwyższy oferent mogą prowadzić dalsze negocjacje online za pośrednictwem platformy i wymieniać kontroferty. Każda propozycja złożona w negocjacjach wiąże składającego do czasu odpowiedzi drugiej strony.',
              'Jeśli jedna ze stron przyjmie propozycję drugiej, umowa sprzedaży zostaje zawarta po uzgodnionej cenie. Uzgodniona cena jest ceną wylicytowaną w rozumieniu niniejszego regulaminu.',
            ],
          },
          {
            heading: '§ 8 Prowizja i płatności',
            paragraphs: [
              'Dla sprzedających korzystanie z platformy jest bezpłatne. Za każdą zawartą umowę sprzedaży dealer jest zobowiązany zapłacić CamperMarkt24 prowizję za pośrednictwo w wysokości 1,75% netto od ceny wylicytowanej, co najmniej 399 euro i maksymalnie 3 500 euro netto, w obu przypadkach powiększoną o podatek VAT według obowiązującej stawki, obecnie 19%.',
              `Prowizja jest należna wyłącznie wtedy, gdy dealer wygra aukcję, dokona zakupu Kup teraz albo gdy umowa sprzedaży zostanie zawarta w wyniku oferty po aukcji lub dalszych negocjacji. Prowizja jest fakturowana po sprzedaży i płatna w ciągu ${PAYMENT_TERM_DAYS} dni od daty wystawienia faktury.`,
              'Dealer płaci cenę zakupu bezpośrednio sprzedającemu, najpóźniej przy przekazaniu pojazdu. Sprzedający nie ma obowiązku wydania pojazdu, kluczy i dokumentów przed otrzymaniem pełnej zapłaty.',
            ],
          },
          {
            heading: '§ 9 Odpowiedzialność',
            paragraphs: [
              'CamperMarkt24 ponosi nieograniczoną odpowiedzialność za szkody wyrządzone umyślnie lub wskutek rażącego niedbalstwa oraz za szkody na życiu, ciele lub zdrowiu. W przypadku zwykłego niedbalstwa CamperMarkt24 odpowiada wyłącznie za naruszenie istotnych obowiązków umownych, w granicach przewidywalnej szkody typowej dla umowy.',
              'Za prawdziwość danych w ogłoszeniach i za wykonanie umów sprzedaży odpowiadają wyłącznie sprzedający i dealerzy. CamperMarkt24 dokłada starań, aby platforma działała bez przerw, ale nie może tego zagwarantować.',
            ],
          },
          {
            heading: '§ 10 Postanowienia końcowe',
            paragraphs: [
              'Zastosowanie ma prawo Republiki Federalnej Niemiec z wyłączeniem Konwencji Narodów Zjednoczonych o umowach międzynarodowej sprzedaży towarów (CISG). Wobec konsumentów wybór prawa obowiązuje tylko o tyle, o ile nie pozbawia ich ochrony wynikającej z bezwzględnie obowiązujących przepisów państwa ich zwykłego pobytu.',
              'Jeśli użytkownik jest przedsiębiorcą w rozumieniu niemieckiego kodeksu handlowego, osobą prawną prawa publicznego lub publicznoprawnym funduszem specjalnym, sądem właściwym jest sąd w Hamburgu.',
              'Nieważność poszczególnych postanowień regulaminu nie wpływa na ważność pozostałych postanowień.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Polityka prywatności',
      description:
        'Jak CamperMarkt24 przetwarza dane osobowe zgodnie z RODO: administrator, pliki cookie, cele, podstawy prawne, odbiorcy, okres przechowywania i Twoje prawa.',
      body: {
        intro:
          'Ochrona Twoich danych jest dla nas ważna. W niniejszej polityce prywatności wyjaśniamy zgodnie z ogólnym rozporządzeniem o ochronie danych (RODO), jakie dane osobowe przetwarzamy, gdy korzystasz z CamperMarkt24, i jakie przysługują Ci prawa.',
        sections: [
          {
            heading: '1. Administrator',
            paragraphs: [
              'Administratorem danych jest CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Niemcy, reprezentowana przez członków zarządu Jonasa Albrechta i Miriam Kessler. Telefon: +49 40 123 456 70, e-mail: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Jakie dane przetwarzamy',
            paragraphs: ['W zależności od tego, jak korzystasz z CamperMarkt24, przetwarzamy w szczególności:'],
            items: [
              'dane konta, takie jak imię i nazwisko, adres, adres e-mail i numer telefonu',
              'w przypadku dealerów dodatkowo dane firmy, dokumenty potwierdzające działalność gospodarczą i numer VAT UE',
              'dane pojazdów, zdjęcia i oczekiwane ceny z ogłoszeń i zapytań o wycenę',
              'oferty, oferty po aukcji, propozycje negocjacyjne i zawarte transakcje',
              'dane techniczne, takie jak adres IP, typ przeglądarki, odwiedzone strony i czas dostępu',
            ],
          },
          {
            heading: '3. Pliki cookie',
            paragraphs: [
              'Używamy plików cookie niezbędnych do działania serwisu lub umożliwiających przypisanie poleceń do właściwego partnera:',
            ],
            items: [
              'cm24-uuid: anonimowy identyfikator odwiedzającego, pozwalający rozpoznać kolejne wizyty; przechowywany przez rok',
              'X-Session-Id: identyfikator sesji na czas wizyty; usuwany po zamknięciu przeglądarki',
              'tap_rc: zapisuje kod polecenia, jeśli trafiasz do nas przez link partnera; przechowywany przez 30 dni',
              'i18n_locale: zapisuje wybrany przez Ciebie język',
            ],
          },
          {
            heading: '4. Cele i podstawy prawne',
            paragraphs: [
              'Przetwarzamy Twoje dane w celu wykonania umowy o korzystanie z platformy, czyli na potrzeby rejestracji, ogłoszeń, aukcji i pośrednictwa w zawieraniu umów sprzedaży (art. 6 ust. 1 lit. b RODO), w celu wypełnienia obowiązków prawnych, takich jak obowiązki przechowywania wynikające z prawa handlowego i podatkowego (art. 6 ust. 1 lit. c RODO), a także na podstawie naszego prawnie uzasadnionego interesu w zapewnieniu bezpiecznej i sprawnie działającej usługi, zapobieganiu oszustwom i rozliczaniu programu poleceń (art. 6 ust. 1 lit. f RODO).',
              'Jeśli prosimy o Twoją zgodę, na przykład na newsletter, podstawą prawną jest art. 6 ust. 1 lit. a RODO. Zgodę możesz w każdej chwili wycofać ze skutkiem na przyszłość.',
            ],
          },
          {
            heading: '5. Odbiorcy danych',
            paragraphs: [
              'Licytujący widzą dane pojazdu i zdjęcia, ale nie tożsamość sprzedającego. Dopiero po sprzedaży przekazujemy imię i nazwisko oraz dane kontaktowe sprzedającego dealerowi, który kupuje pojazd, i odwrotnie, aby można było uzgodnić płatność i odbiór.',
              'Ponadto korzystamy ze starannie wybranych usługodawców, na przykład w zakresie hostingu, wysyłki e-maili i księgowości, którzy przetwarzają dane wyłącznie na nasze polecenie. Dane przekazujemy organom państwowym tylko wtedy, gdy zobowiązują nas do tego przepisy prawa.',
            ],
          },
          {
            heading: '6. Okres przechowywania',
            paragraphs: [
              'Przechowujemy dane osobowe tak długo, jak istnieje Twoje konto lub jak długo jest to konieczne do realizacji danego celu. Dane objęte obowiązkami przechowywania wynikającymi z prawa handlowego lub podatkowego przechowujemy przez ustawowy okres wynoszący do dziesięciu lat. Okres przechowywania plików cookie podano w punkcie 3.',
            ],
          },
          {
            heading: '7. Twoje prawa',
            paragraphs: [
              'Przysługuje Ci prawo dostępu do danych, ich sprostowania, usunięcia i ograniczenia przetwarzania, prawo do przenoszenia danych oraz prawo sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie.',
              'Możesz również wnieść skargę do organu nadzorczego, na przykład do Prezesa Urzędu Ochrony Danych Osobowych lub do właściwego dla nas organu nadzorczego w Hamburgu.',
            ],
          },
          {
            heading: '8. Inspektor ochrony danych',
            paragraphs: [
              'Z naszym inspektorem ochrony danych możesz skontaktować się pod adresem datenschutz@campermarkt24.de lub listownie na nasz adres z dopiskiem „Inspektor ochrony danych”.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Nota prawna',
      description:
        'Nota prawna CamperMarkt24 GmbH z Hamburga: dane usługodawcy, zarząd, wpis do rejestru handlowego, numer VAT, dane kontaktowe i rozstrzyganie sporów.',
      body: {
        sections: [
          {
            heading: 'Informacje zgodnie z § 5 DDG (niemiecka ustawa o usługach cyfrowych)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Niemcy'],
          },
          {
            heading: 'Reprezentacja',
            paragraphs: ['Członkowie zarządu (Geschäftsführer): Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Kontakt',
            paragraphs: ['Telefon: +49 40 123 456 70', 'E-mail: service@campermarkt24.de'],
          },
          {
            heading: 'Rejestr handlowy',
            paragraphs: ['Sąd rejestrowy: Amtsgericht Hamburg', 'Numer w rejestrze: HRB 178532'],
          },
          {
            heading: 'Numer identyfikacji podatkowej VAT',
            paragraphs: ['Numer VAT UE zgodnie z § 27a niemieckiej ustawy o podatku od towarów i usług: DE356812947'],
          },
          {
            heading: 'Odpowiedzialny za treść zgodnie z § 18 ust. 2 MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburg, Niemcy'],
          },
          {
            heading: 'Rozstrzyganie sporów',
            paragraphs: [
              'Platforma Komisji Europejskiej do internetowego rozstrzygania sporów (platforma ODR) została zamknięta 20 lipca 2025 roku. W razie pytań lub reklamacji skontaktuj się z nami bezpośrednio pod adresem service@campermarkt24.de.',
              'Nie jesteśmy gotowi ani zobowiązani do udziału w postępowaniu w sprawie rozstrzygania sporów przed organem pozasądowego rozwiązywania sporów konsumenckich.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'Dla dealerów',
      description:
        'Kupuj sprawdzone używane kampery i przyczepy kempingowe z całej Europy na 24-godzinnych aukcjach. Bezpłatna rejestracja, prowizja tylko przy zakupie.',
      body: {
        intro:
          'W CamperMarkt24 ponad 250 profesjonalnych dealerów kupuje używane kampery i przyczepy kempingowe bezpośrednio od osób prywatnych i firm. Każdego dnia na aukcje trafiają nowe pojazdy sprawdzone przez nasz zespół.',
        sections: [
          {
            heading: 'Dlaczego dealerzy kupują u nas',
            paragraphs: [
              'Wiele pojazdów w CamperMarkt24 pochodzi od osób prywatnych i nie jest oferowanych nigdzie indziej. Każde ogłoszenie jest weryfikowane przed aukcją i zawiera czytelne zdjęcia oraz kompletne dane. Aukcje trwają maksymalnie 24 godziny i kończą się w dni robocze między 14:00 a 17:00 – przewidywalnie i w godzinach pracy.',
            ],
            items: [
              'zweryfikowane ogłoszenia z kompletnymi danymi i czytelnymi zdjęciami',
              'pojazdy z całej Europy',
              'krótkie, przewidywalne aukcje',
              'jasne, wiążące procedury aż do odbioru pojazdu',
            ],
          },
          {
            heading: 'Rejestracja i zatwierdzenie',
            paragraphs: [
              'Zarejestruj swoją firmę online i prześlij dokument potwierdzający działalność gospodarczą, na przykład wydruk z CEIDG lub odpis z KRS, wraz z numerem VAT UE. Sprawdzimy Twoje dane i zatwierdzimy konto. Otrzymasz potwierdzenie e-mailem i od razu możesz licytować.',
            ],
          },
          {
            heading: 'Prowizja',
            paragraphs: [
              'Rejestracja i licytowanie są bezpłatne. Dopiero gdy kupisz pojazd, płacisz prowizję w wysokości 1,75% netto od ceny wylicytowanej, co najmniej 399 euro i maksymalnie 3 500 euro netto, w obu przypadkach plus 19% VAT.',
            ],
          },
          {
            heading: 'Narzędzia do zakupów',
            paragraphs: ['Dzięki tym funkcjom zachowasz pełną kontrolę:'],
            items: [
              'Agent licytacyjny: ustaw ofertę maksymalną, a agent automatycznie licytuje do Twojego limitu',
              'Zapisane wyszukiwania: otrzymuj powiadomienia o nowych pojazdach spełniających Twoje kryteria',
              'Lista obserwowanych: śledź interesujące pojazdy aż do końca aukcji',
              'Kup teraz: kupuj pojazdy z ceną Kup teraz od razu, bez czekania na koniec aukcji',
              'Oferty po aukcji i dalsze negocjacje: szansa na zakup także po zakończeniu aukcji',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Sprzedaj kampera',
      description:
        'Sprzedaj kampera lub przyczepę kempingową za darmo: ogłoszenie, weryfikacja w 24 godziny, 24-godzinna aukcja dla dealerów, a dealer odbiera i płaci.',
      body: {
        intro:
          'Z CamperMarkt24 sprzedasz kampera, przyczepę kempingową lub inną przyczepę sprawdzonym dealerom – za darmo, szybko i bez umawiania oglądań z osobami prywatnymi.',
        sections: [
          {
            heading: 'Jak przebiega sprzedaż',
            paragraphs: ['Cztery kroki do sprzedaży:'],
            items: [
              'Bezpłatnie dodajesz ogłoszenie z danymi pojazdu, zdjęciami i oczekiwaną ceną.',
              'Weryfikujemy ogłoszenie w ciągu maksymalnie 24 godzin, także w weekendy.',
              'Ponad 250 dealerów licytuje na aukcji online trwającej maksymalnie 24 godziny.',
              'Jeśli oferta osiągnie Twoją oczekiwaną cenę, pojazd jest sprzedany; w przeciwnym razie decydujesz o najwyższej ofercie.',
            ],
          },
          {
            heading: 'Czego potrzebujesz',
            paragraphs: [
              'Do ogłoszenia potrzebujesz dowodu rejestracyjnego (oraz karty pojazdu, jeśli została wydana) i aktualnych zdjęć. Zalecamy co najmniej pięć zdjęć z zewnątrz i pięć zdjęć wnętrza. Książka serwisowa, faktury i protokoły, na przykład z przeglądu instalacji gazowej lub pomiaru wilgotności, zwiększają zaufanie dealerów – a często także ich oferty.',
            ],
          },
          {
            heading: 'Oczekiwana cena i dalsze negocjacje',
            paragraphs: [
              'Sam ustalasz, jaką cenę chcesz uzyskać co najmniej. Jeśli oferta osiągnie tę kwotę, najwyższy oferent wygrywa automatycznie. Jeśli najwyższa oferta jest niższa, możesz ją przyjąć, negocjować dalej online albo odmówić. Możliwe są też oferty po zakończeniu aukcji. Nasza bezpłatna szybka wycena da Ci realistyczny obraz tego, czego możesz się spodziewać.',
            ],
          },
          {
            heading: 'Odbiór i płatność',
            paragraphs: [
              'Po sprzedaży dealer otrzymuje Twoje dane kontaktowe i uzgadnia z Tobą płatność oraz odbiór. Przekazanie następuje od razu lub w ciągu maksymalnie sześciu tygodni; po uzgodnieniu także później, do trzech miesięcy po sprzedaży. Dealer płaci cenę zakupu bezpośrednio Tobie, najpóźniej przy odbiorze. Pojazd i dokumenty wydaj dopiero wtedy, gdy pieniądze znajdą się na Twoim koncie.',
            ],
          },
        ],
      },
    },
  },
  authors: [
    {
      slug: 'lena-hoffmann',
      name: 'Lena Hoffmann',
      role: 'Redaktor naczelna',
      bio: 'Lena Hoffmann kieruje redakcją CamperMarkt24. Od wielu lat podróżuje po Europie własnym kamperem typu van i pisze o wszystkim, co sprzedający powinni wiedzieć przed aukcją, w jej trakcie i po niej.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Kierownik ds. relacji z dealerami',
      bio: 'Pieter de Vries opiekuje się dealerami w CamperMarkt24. Zanim do nas dołączył, przez wiele lat pracował w handlu przyczepami kempingowymi w Holandii i zna zakup pojazdów od podszewki.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Ekspert ds. wyceny pojazdów',
      bio: 'Marek Novák jest z wykształcenia mechanikiem samochodowym i odpowiada w CamperMarkt24 za bezpłatną szybką wycenę. Wie dokładnie, na co dealerzy zwracają uwagę w kamperach i przyczepach.',
    },
  ],
  articles: [
    {
      slug: 'sprzedaz-kampera-lista-kontrolna',
      authorSlug: 'lena-hoffmann',
      title: 'Sprzedaż kampera: lista kontrolna dla bezproblemowej transakcji',
      excerpt:
        'Od dokumentów po przekazanie pojazdu: z tą listą kontrolną starannie przygotujesz sprzedaż kampera i unikniesz przykrych niespodzianek.',
      body: [
        'Kampera nie sprzedaje się codziennie, dlatego dobre przygotowanie jest tak ważne. Kto ma komplet dokumentów, uczciwie opisuje pojazd i ma realistyczne oczekiwania cenowe, sprzedaje szybciej i zwykle drożej.',
        'Zacznij od dokumentów. Potrzebujesz dowodu rejestracyjnego oraz karty pojazdu, jeśli została wydana. Przygotuj też książkę serwisową, faktury z warsztatu, zaświadczenie o ostatnim badaniu technicznym oraz protokoły przeglądu instalacji gazowej i pomiaru wilgotności. Pełna historia serwisowa to dla dealerów jeden z najmocniejszych argumentów.',
        'Dokładnie wyczyść pojazd w środku i na zewnątrz. Opróżnij zbiornik wody czystej i szarej, opróżnij kasetę toalety i zabierz swoje rzeczy osobiste. Drobne usterki, takie jak przepalona żarówka czy zacinający się schowek, często da się usunąć niewielkim nakładem pracy, a robią one znacznie lepsze wrażenie.',
        'Opisz kampera w pełni i uczciwie. Wymień wyposażenie, takie jak markiza, panele słoneczne, bagażnik rowerowy czy antena satelitarna, ale także znane usterki, szkody i ślady wilgoci. Dealerzy licytują pewniej – i wyżej – gdy nie muszą obawiać się ukrytych niespodzianek. Do tego należą też dobre zdjęcia: co najmniej pięć z zewnątrz i pięć wnętrza.',
        'Ustal realistyczną oczekiwaną cenę. Bezpłatna szybka wycena CamperMarkt24 dostarczy Ci e-mailem przedział cenowy w ciągu 24 godzin. Jeśli Twoja oczekiwana cena zostanie osiągnięta na aukcji, pojazd jest automatycznie sprzedany – nie ustawiaj jej więc niżej niż kwota, którą naprawdę chcesz uzyskać.',
        'Na koniec zaplanuj przekazanie. Zdecyduj, czy chcesz oddać pojazd od razu, czy za kilka tygodni, i przygotuj wszystkie kluczyki, instrukcje i akcesoria. Pamiętaj o zgłoszeniu zbycia pojazdu w wydziale komunikacji i o ubezpieczeniu OC, a szczegóły uzgodnij z dealerem. Pojazd i dokumenty wydaj dopiero wtedy, gdy cena zakupu wpłynie na Twoje konto.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'zdjecia-kampera-porady',
      authorSlug: 'lena-hoffmann',
      title: 'Jak dobrze sfotografować kampera: 5 zdjęć z zewnątrz i 5 wnętrza',
      excerpt:
        'Dobre zdjęcia to wizytówka Twojego ogłoszenia. Pokazujemy, których dziesięciu ujęć oczekują dealerzy i jak je zrobić nawet smartfonem.',
      body: [
        'Dealerzy w CamperMarkt24 licytują, nie widząc wcześniej pojazdu na żywo. Dlatego zdjęcia są najważniejszą częścią ogłoszenia: im wyraźniej i pełniej pokazują Twojego kampera, tym pewniej dealerzy mogą kalkulować – i tym wyższe bywają oferty. Zalecamy co najmniej pięć zdjęć z zewnątrz i pięć zdjęć wnętrza.',
        'Zadbaj o dobre warunki. Fotografuj przy świetle dziennym, najlepiej w lekko pochmurny dzień, aby uniknąć ostrych cieni. Ustaw pojazd w spokojnym, uporządkowanym miejscu, bez innych samochodów w tle. Czysty pojazd i czysty obiektyw robią zaskakująco dużą różnicę.',
        'Pięć zdjęć z zewnątrz: sfotografuj pojazd ukośnie z lewego przodu i ukośnie z prawego tyłu, tak aby na każdym ujęciu był widoczny przód lub tył oraz jeden bok. Dodaj pełny widok z lewej i z prawej strony, a także zdjęcie dachu lub, jeśli to niemożliwe, tylnego bagażnika i elementów takich jak markiza czy bagażnik rowerowy.',
        'Pięć zdjęć wnętrza: pokaż kabinę kierowcy z włączonymi zegarami, tak aby było widać przebieg, część wypoczynkową z dinette, kuchnię, łazienkę i miejsce do spania. Odsłoń zasłony i rolety, włącz światło i fotografuj z narożnika, aby uchwycić jak największą część przestrzeni.',
        'Nie ukrywaj usterek. Dodatkowe zdjęcie rysy, wgniecenia czy śladu wilgoci świadczy o uczciwości i buduje zaufanie. Dealerzy i tak liczą się ze śladami użytkowania; zniechęcają ich niespodzianki przy odbiorze.',
        'Na koniec kilka dodatkowych ujęć, które się opłacają: tabliczka znamionowa, opony z widocznym bieżnikiem, drzwi zabudowy oraz instalacje pokładowe, takie jak ogrzewanie, lodówka i akumulator. Przed przesłaniem sprawdź, czy wszystkie zdjęcia są ostre i prawidłowo obrócone – wtedy nic nie stoi na przeszkodzie udanej aukcji.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'wartosc-przyczepy-kempingowej',
      authorSlug: 'marek-novak',
      title: 'Co decyduje o wartości przyczepy kempingowej?',
      excerpt:
        'Wiek, układ wnętrza, wilgoć i dbałość o pojazd: te czynniki decydują o tym, ile dealerzy zaoferują za Twoją używaną przyczepę.',
      body: [
        'Dwie przyczepy z tego samego rocznika mogą się znacznie różnić wartością. Dealerzy patrzą nie tylko na markę i wiek, ale przede wszystkim na to, jak łatwo będzie odsprzedać pojazd. Kto zna najważniejsze czynniki, dużo lepiej oceni swoją oczekiwaną cenę.',
        'Najważniejszym pojedynczym czynnikiem jest szczelność zabudowy. Wilgoć w ścianach, podłodze lub dachu to najczęstsza i najdroższa usterka przyczep kempingowych. Aktualny protokół z pomiaru wilgotności wykonanego w specjalistycznym warsztacie rozwiewa wątpliwości dealerów i wyraźnie wpływa na oferty.',
        'Duże znaczenie mają też układ wnętrza i masa. Poszukiwane są praktyczne układy, takie jak oddzielne łóżka, łóżka piętrowe dla rodzin czy osobna łazienka. Liczy się również dopuszczalna masa całkowita: przyczepy, które można ciągnąć popularnymi samochodami, przyciągają więcej zainteresowanych.',
        'Wyposażenie może podnieść wartość, jeśli jest poszukiwane i sprawne. Mover, przedsionek lub markiza w dobrym stanie, panele słoneczne czy nowoczesne ogrzewanie są cenione przez dealerów. Dodatki, które nie działają, raczej obniżają wartość.',
        'Nie lekceważ historii serwisowej. Regularne przeglądy, faktury i aktualny przegląd instalacji gazowej pokazują, że przyczepa była w dobrych rękach. Znaczenie mają również opony: opony przyczep często starzeją się szybciej, niż się zużywają, dlatego dealerzy sprawdzają datę produkcji.',
        'Wreszcie cena zależy też od rynku. Przed sezonem, wiosną, popyt jest zwykle większy niż późną jesienią. Jeśli chcesz wiedzieć, ile Twoja przyczepa jest warta teraz, skorzystaj z naszej bezpłatnej szybkiej wyceny: w ciągu 24 godzin otrzymasz e-mailem przedział cenowy.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'jak-dziala-aukcja-dla-dealerow',
      authorSlug: 'pieter-de-vries',
      title: 'Jak działa aukcja dla dealerów – i dlaczego pomaga agent licytacyjny',
      excerpt:
        'Krótki czas trwania, stałe godziny zakończenia, wiążące oferty: zaglądamy za kulisy aukcji CamperMarkt24 i przyglądamy się agentowi licytacyjnemu, który oszczędza dealerom czas.',
      body: [
        'W CamperMarkt24 licytować mogą wyłącznie zweryfikowani profesjonalni dealerzy. Zarejestrowanych jest ponad 250 dealerów i około 300 licytujących, a każdy z nich musiał wykazać prowadzenie działalności gospodarczej, zanim mógł złożyć pierwszą ofertę. Dla sprzedających oznacza to, że każda oferta pochodzi od poważnego kupca.',
        'Zanim pojazd trafi na aukcję, nasz zespół weryfikuje ogłoszenie w ciągu maksymalnie 24 godzin. Sama aukcja trwa potem najwyżej 24 godziny i zawsze kończy się w dzień roboczy między 14:00 a 17:00. Te stałe godziny zakończenia zostały wybrane celowo: dealerzy mogą planować zakupy i zwykle są dostępni, gdy aukcja się kończy.',
        'Oferty są wiążące. Jeśli oferta osiągnie oczekiwaną cenę sprzedającego, najwyższy oferent wygrywa automatycznie. Jeśli najwyższa oferta jest niższa, sprzedający decyduje, czy ją przyjąć, negocjować dalej online, czy odmówić. Po aukcji dealerzy mogą ponadto złożyć ofertę po aukcji, która jest wiążąca przez 48 godzin albo do momentu jej odrzucenia przez sprzedającego.',
        'Tu do gry wchodzi agent licytacyjny. Zamiast siedzieć przed ekranem w końcówce aukcji, dealer ustawia swoją ofertę maksymalną. Agent automatycznie podbija wtedy cenę w małych krokach, gdy tylko inny dealer złoży wyższą ofertę – ale nigdy ponad ustalony limit.',
        'Korzystają na tym obie strony. Dealerzy nie tracą aukcji tylko dlatego, że akurat rozmawiają z klientem, i nie płacą więcej, niż to konieczne, bo agent podbija cenę tylko tak wysoko, jak wymaga tego konkurencyjna oferta. Sprzedający zyskują, ponieważ jednocześnie może licytować więcej dealerów, co zwiększa konkurencję o ich pojazd.',
        'Dealerzy, którzy chcą działać szybko, mają do dyspozycji także opcję Kup teraz po stałej cenie, jeśli została ustalona. Dzięki zapisanym wyszukiwaniom i liście obserwowanych śledzą nowe pojazdy pasujące do ich oferty. A prowizja jest naliczana dopiero wtedy, gdy faktycznie dojdzie do zakupu.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
