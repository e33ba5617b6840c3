/** Seeded editorial content in Czech. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Prodejte obytný vůz nebo karavan',
      description:
        'Prodejte obytný vůz nebo karavan zdarma více než 250 ověřeným obchodníkům. Kontrola do 24 hodin, aukce na 24 hodin a obchodník si vozidlo sám vyzvedne.',
      body: {
        hero: {
          title: 'Prodejte obytný vůz zdarma více než 250 obchodníkům – v aukci trvající nejvýše 24 hodin',
          subtitle:
            'Vytvořte inzerát, zadejte cenovou představu a nechte obchodníky přihazovat: s CamperMarkt24 prodáte obytný vůz či karavan rychle, bezpečně a bez poplatků.',
          cta: 'Prodat zdarma',
          secondaryCta: 'Nechat si zdarma ocenit',
        },
        advantages: [
          {
            title: '100 % zdarma pro prodávající',
            text: 'Neplatíte nic za inzerát ani za prodej. Provizi platí výhradně obchodník, který vaše vozidlo koupí.',
          },
          {
            title: 'Více než 250 ověřených obchodníků',
            text: 'Přihazovat mohou jen schválení profesionální obchodníci. Oslovíte skutečné kupce z celé Evropy, a ne lovce výhodných nabídek.',
          },
          {
            title: 'Rozhodujete vy',
            text: 'Cenovou představu určujete vy. Pokud není dosažena, sami se rozhodnete, zda nabídku přijmete, budete dál vyjednávat, nebo ji odmítnete.',
          },
          {
            title: 'Rychle a pohodlně',
            text: 'Kontrola do 24 hodin, aukce trvající nejvýše 24 hodin a vyzvednutí obchodníkem – bez zkušebních jízd s cizími lidmi.',
          },
        ],
        steps: [
          {
            title: 'Vložte inzerát zdarma',
            text: 'Vyplňte údaje o vozidle, nahrajte fotografie a zadejte svou cenovou představu. Zabere to jen pár minut.',
          },
          {
            title: 'Do 24 hodin jej zkontrolujeme',
            text: 'Náš tým zkontroluje každý inzerát nejpozději do 24 hodin, i o víkendu, a ozve se vám, pokud něco chybí.',
          },
          {
            title: 'Obchodníci přihazují 24 hodin',
            text: 'Vaše vozidlo půjde do online aukce, která trvá nejvýše 24 hodin. Končí vždy v pracovní den mezi 14:00 a 17:00.',
          },
          {
            title: 'Vy rozhodnete, obchodník vyzvedne',
            text: 'Pokud nabídka dosáhne vaší cenové představy, nejvyšší přihazující automaticky vyhrává. Jinak rozhodujete vy. Obchodník zaplatí a vozidlo si vyzvedne.',
          },
        ],
        reviews: [
          {
            name: 'Petr S.',
            city: 'Brno',
            rating: 5,
            text: 'Náš alkovnový obytňák byl prodaný za jediný den a obchodník si ho o dva týdny později vyzvedl přesně podle domluvy. Jednodušší to být nemůže.',
          },
          {
            name: 'Jana K.',
            city: 'Plzeň',
            rating: 5,
            text: 'Bála jsem se, že prodám pod cenou. Nejvyšší nabídka nakonec výrazně převýšila to, co mi nabízel místní bazar.',
          },
          {
            name: 'Martin H.',
            city: 'Ostrava',
            rating: 4,
            text: 'Moje cenová představa nebyla těsně dosažena, ale díky opětovnému vyjednávání jsme se druhý den dohodli. Velmi ochotná telefonická podpora.',
          },
          {
            name: 'Lucie N.',
            city: 'Olomouc',
            rating: 5,
            text: 'Karavan jsme prodali bez jediné prohlídky se soukromými zájemci. Tipy k fotografiím byly k nezaplacení.',
          },
          {
            name: 'Tomáš V.',
            city: 'České Budějovice',
            rating: 4,
            text: 'V sobotu kontrola, v úterý aukce a o dva týdny později vyzvednutí. Přes CamperMarkt24 bych prodával znovu.',
          },
        ],
        stats: [
          { value: '250+', label: 'obchodníků' },
          { value: '5 000', label: 'prodaných vozidel' },
          { value: '3 000', label: 'aukcí' },
          { value: '130+', label: 'hodnocení' },
        ],
        faq: [
          {
            question: 'Kolik stojí prodej přes CamperMarkt24?',
            answer:
              'Nic. Inzerát, kontrola, aukce i prodej jsou zdarma pro soukromé i firemní prodávající. Provizi platí výhradně obchodník, který vaše vozidlo koupí.',
          },
          {
            question: 'Jak rychle mohu obytný vůz prodat?',
            answer:
              'Váš inzerát zkontrolujeme nejpozději do 24 hodin, i o víkendu. Následná aukce trvá nejvýše 24 hodin a končí v pracovní den mezi 14:00 a 17:00. V nejlepším případě tedy budete mít vozidlo prodané do dvou dnů.',
          },
          {
            question: 'Kdo na mé vozidlo přihazuje?',
            answer:
              'Pouze ověření profesionální obchodníci. Na CamperMarkt24 je registrováno více než 250 obchodníků a zhruba 300 přihazujících, kteří neustále hledají ojeté obytné vozy a karavany.',
          },
          {
            question: 'Co se stane, když moje cenová představa nebude dosažena?',
            answer:
              'Pak k prodeji nedojde automaticky. Nejvyšší nabídku můžete přijmout, dál o ceně vyjednávat online, nebo ji odmítnout. Obchodníci navíc mohou po skončení aukce podat dodatečnou nabídku.',
          },
          {
            question: 'Kdy si obchodník vozidlo vyzvedne?',
            answer:
              'Uvedete, zda chcete vozidlo předat ihned, nebo nejpozději do šesti týdnů. Po dohodě je možné i pozdější vyzvednutí, a to až tři měsíce po prodeji.',
          },
          {
            question: 'Vidí obchodníci mé kontaktní údaje?',
            answer:
              'Ne. Vaše totožnost zůstává přihazujícím skrytá, dokud nedojde k prodeji. Teprve poté obdrží kupující obchodník vaše kontaktní údaje, aby se s vámi domluvil na platbě a vyzvednutí.',
          },
        ],
      },
    },
    about: {
      title: 'O nás',
      description:
        'CamperMarkt24 spojuje prodávající ojetých obytných vozů a karavanů s více než 250 ověřenými obchodníky z Evropy. Poznejte náš nápad a náš tým.',
      body: {
        intro:
          'CamperMarkt24 je online tržiště, na kterém soukromí i firemní prodávající draží ojeté obytné vozy a karavany mezi ověřenými obchodníky. Naším cílem je férová cena, rychlý prodej a co nejméně starostí pro všechny zúčastněné.',
        sections: [
          {
            heading: 'Náš nápad',
            paragraphs: [
              'Kdo někdy prodával obytný vůz sám, to zná: nekonečné dotazy, zkušební jízdy s cizími lidmi, smlouvání po telefonu a nakonec nejistota, zda peníze opravdu dorazí. Obchodníci naopak neustále hledají zachovalá ojetá vozidla, ale jen těžko je nacházejí.',
              'CamperMarkt24 propojuje obě strany – transparentně, digitálně a v jasně vymezeném čase. Prodávající inzerují zdarma, obchodníci přihazují v online aukci a výsledkem je závazný prodej.',
            ],
          },
          {
            heading: 'Jak pracujeme',
            paragraphs: [
              'Náš tým kontroluje každý inzerát do 24 hodin, i o víkendu. Dbáme na úplné údaje, vypovídající fotografie a reálnou cenovou představu. Teprve potom jde vozidlo do aukce, ve které mohou přihazovat pouze schválení obchodníci.',
              'Náš zákaznický servis je k dispozici telefonicky od pondělí do pátku od 9:00 do 17:00 a provází prodávající i obchodníky od první fotografie až po vyzvednutí vozidla.',
            ],
          },
          {
            heading: 'Čísla, která mluví za nás',
            paragraphs: ['Od spuštění CamperMarkt24 naše síť neustále roste:'],
            items: [
              'více než 250 ověřených obchodníků',
              'zhruba 300 aktivních přihazujících',
              'více než 5 000 prodaných vozidel',
              'více než 3 000 uskutečněných aukcí',
              'více než 130 hodnocení od zákazníků',
            ],
          },
          {
            heading: 'Doma v celé Evropě',
            paragraphs: [
              'Sídlíme v Hamburku a naše platforma mluví osmi jazyky: německy, anglicky, nizozemsky, švédsky, dánsky, polsky, španělsky a česky. Prodávající tak oslovují obchodníky daleko za hranicemi svého regionu a obchodníci nacházejí vozidla, která by jinak nikdy neviděli.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Kontakt',
      description:
        'Jak kontaktovat CamperMarkt24: telefonicky od pondělí do pátku od 9:00 do 17:00 nebo e-mailem. Na váš dotaz odpovíme do jednoho pracovního dne.',
      body: {
        intro:
          'Máte dotaz k inzerátu, k aukci nebo k registraci obchodníka? Náš zákaznický servis vám rád pomůže.',
        sections: [
          {
            heading: 'Jak nás zastihnete',
            paragraphs: ['Telefonicky jsme vám k dispozici od pondělí do pátku od 9:00 do 17:00.'],
            items: [
              'Telefon: +49 40 123 456 70',
              'E-mail: service@campermarkt24.de',
              'Adresa: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburk, Německo',
            ],
          },
          {
            heading: 'Odpověď do jednoho pracovního dne',
            paragraphs: [
              'Na dotazy zaslané e-mailem odpovídáme do jednoho pracovního dne. Pokud se dotaz týká konkrétního vozidla, uveďte prosím číslo inzerátu, abychom vám mohli pomoci rychleji.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Časté dotazy',
      description:
        'Odpovědi na časté dotazy k prodeji, aukcím, registraci obchodníků a bezplatnému ocenění obytných vozů a karavanů na platformě CamperMarkt24.',
      body: {
        groups: [
          {
            title: 'Prodej',
            items: [
              {
                question: 'Kdo může prodávat přes CamperMarkt24?',
                answer:
                  'Soukromí i firemní prodávající. Nabízet můžete ojeté obytné vozy, karavany a přívěsy, pokud jste vlastníkem vozidla nebo jste oprávněni je prodat.',
              },
              {
                question: 'Kolik mě prodej stojí?',
                answer:
                  'Nic. Inzerát, kontrola, aukce, opětovné vyjednávání i prodej jsou pro prodávající zdarma. Provizi platí výhradně obchodník, který vozidlo koupí.',
              },
              {
                question: 'Jaké doklady a fotografie potřebuji?',
                answer:
                  'Připravte si osvědčení o registraci vozidla (malý technický průkaz), případně i velký technický průkaz, a ideálně také servisní knížku, faktury a protokoly z STK. Doporučujeme alespoň pět fotografií exteriéru a pět fotografií interiéru.',
              },
              {
                question: 'Jak dlouho trvá kontrola inzerátu?',
                answer:
                  'Nejvýše 24 hodin, i o víkendu. Pokud chybějí údaje nebo fotografie, ozveme se vám, aby inzerát mohl co nejdříve do aukce.',
              },
              {
                question: 'Jsem povinen vozidlo prodat?',
                answer:
                  'Pokud nabídka dosáhne vaší cenové představy, nejvyšší přihazující automaticky vyhrává a prodej je závazný. Pokud je nejvyšší nabídka nižší, můžete se svobodně rozhodnout, zda ji přijmete, budete vyjednávat, nebo ji odmítnete.',
              },
            ],
          },
          {
            title: 'Aukce a přihazování',
            items: [
              {
                question: 'Jak dlouho aukce trvá?',
                answer:
                  'Aukce trvá nejvýše 24 hodin a končí vždy v pracovní den, od pondělí do pátku, mezi 14:00 a 17:00 středoevropského času. Obchodníci tak mohou přihazovat v běžné pracovní době.',
              },
              {
                question: 'Co je přihazovací agent?',
                answer:
                  'Obchodník si může nastavit maximální nabídku. Přihazovací agent pak za něj automaticky přihazuje v malých krocích, dokud tohoto maxima nedosáhne. Žádný obchodník tak nepřijde o aukci jen proto, že zrovna nesedí u obrazovky.',
              },
              {
                question: 'Co znamená Koupit hned?',
                answer:
                  'Pokud je u vozidla stanovena cena Koupit hned, může je obchodník za tuto cenu okamžitě koupit. Aukce tím končí a koupě je závazná.',
              },
              {
                question: 'Co je dodatečná nabídka?',
                answer:
                  'Pokud aukce skončí bez prodeje, mohou obchodníci ještě podat dodatečnou nabídku. Ta je pro přihazujícího závazná 48 hodin, nebo dokud ji prodávající neodmítne.',
              },
              {
                question: 'Jak funguje opětovné vyjednávání?',
                answer:
                  'Pokud cenová představa není dosažena, mohou prodávající a nejvyšší přihazující vyjednávat o ceně online a vyměňovat si protinabídky. Jakmile se dohodnou, je prodej závazný. Totožnost prodávajícího přitom zůstává skrytá.',
              },
            ],
          },
          {
            title: 'Obchodníci',
            items: [
              {
                question: 'Kdo může přihazovat jako obchodník?',
                answer:
                  'Profesionální obchodníci s vozidly, kteří doložili své podnikání a které jsme prověřili a schválili. Soukromé osoby přihazovat nemohou.',
              },
              {
                question: 'Kolik účast stojí obchodníky?',
                answer:
                  'Registrace i přihazování jsou zdarma. Provize se platí jen při koupi: 1,75 % netto z vydražené ceny, nejméně 399 eur a nejvýše 3 500 eur netto, v obou případech plus 19 % DPH.',
              },
              {
                question: 'Kdy je provize splatná?',
                answer:
                  `Po koupi obdržíte fakturu e-mailem. Je splatná do ${PAYMENT_TERM_DAYS} dnů od data vystavení.`,
              },
              {
                question: 'Jak vozidlo zaplatím?',
                answer:
                  'Kupní cenu platíte přímo prodávajícímu, nejpozději při vyzvednutí. Po prodeji obdržíte kontaktní údaje prodávajícího, abyste se domluvili na platbě a předání.',
              },
              {
                question: 'Jak najdu vhodná vozidla?',
                answer:
                  'Uložte si vyhledávání se svými kritérii a my vás upozorníme na nová vhodná vozidla. Zajímavé nabídky si přidejte do seznamu sledovaných, abyste je měli pod kontrolou až do konce aukce.',
              },
            ],
          },
          {
            title: 'Ocenění',
            items: [
              {
                question: 'Co je bezplatné rychlé ocenění?',
                answer:
                  'Zašlete nám nejdůležitější údaje o svém obytném voze nebo karavanu a do 24 hodin obdržíte e-mailem cenové rozpětí. Ocenění je zdarma a nezávazné.',
              },
              {
                question: 'Jaké údaje k ocenění potřebujete?',
                answer:
                  'Značku, model, datum první registrace, stav tachometru nebo rok výroby, výbavu a technický stav. S fotografiemi dokážeme cenové rozpětí určit přesněji.',
              },
              {
                question: 'Je ocenění závaznou nabídkou?',
                answer:
                  'Ne. Cenové rozpětí slouží jako vodítko pro stanovení vaší cenové představy. Skutečnou cenu určí nabídky obchodníků v aukci.',
              },
              {
                question: 'Musím po ocenění prodat?',
                answer:
                  'Ne. V klidu se rozhodnete, zda a kdy vozidlo nabídnete. Ocenění pro vás neznamená žádné náklady ani závazky.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Kariéra',
      description:
        'Práce v CamperMarkt24: pomozte nám utvářet evropský online obchod s ojetými obytnými vozy a karavany – v Hamburku nebo na dálku odkudkoli z EU.',
      body: {
        sections: [
          {
            heading: 'Práce v CamperMarkt24',
            paragraphs: [
              'Jsme menší tým se sídlem v Hamburku a s kolegy po celé Evropě. Vývoj softwaru, odborníci na vozidla a zákaznický servis spolu úzce spolupracují – s krátkými rozhodovacími cestami a velkou odpovědností pro každého.',
              'Mnozí z nás sami cestují s obytným vozem nebo karavanem. Toto nadšení se promítá do naší práce: chceme, aby prodej obytného vozidla byl stejně pohodový jako cestování s ním.',
            ],
          },
          {
            heading: 'Co nabízíme',
            paragraphs: ['Abyste se u nás cítili dobře, nabízíme mimo jiné:'],
            items: [
              'pružnou pracovní dobu a možnost práce na dálku',
              'kancelář v hamburské čtvrti HafenCity',
              'roční rozpočet na vzdělávání',
              'firemní obytný vůz, který si zaměstnanci mohou půjčit na dovolenou',
              'mezinárodní tým a plochou hierarchii',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Plný úvazek',
            text: 'Budete dále rozvíjet naši aukční platformu, od přihazovacího agenta až po sekci pro prodávající. Máte několikaleté zkušenosti s TypeScriptem, Reactem a serverovými aplikacemi a rádi přebíráte odpovědnost za své funkce.',
          },
          {
            title: 'Manažer/ka péče o obchodníky',
            location: 'Hamburg',
            type: 'Plný úvazek',
            text: 'Budete prvním kontaktem pro naše obchodníky, provedete nové partnery registrací a pomůžete s dotazy k aukcím a nákupům. Výhodou jsou zkušenosti z obchodu s vozidly a znalost dalšího evropského jazyka.',
          },
          {
            title: 'Kontrolor/ka kvality inzerátů',
            location: 'Hamburg',
            type: 'Částečný úvazek',
            text: 'Budete kontrolovat nové inzeráty z hlediska úplnosti a věrohodnosti a dbát na to, aby každé vozidlo mohlo jít do aukce do 24 hodin. Součástí pozice jsou i víkendové směny podle rozpisu.',
          },
        ],
      },
    },
    pricing: {
      title: 'Ceny a provize',
      description:
        'Zdarma pro prodávající, férová provize za úspěch pro obchodníky: 1,75 % netto z vydražené ceny, nejméně 399 a nejvýše 3 500 eur, plus DPH.',
      body: {
        intro:
          'Na CamperMarkt24 platí jen ten, kdo kupuje. Pro prodávající je celá služba zdarma a obchodníci platí provizi pouze tehdy, když vozidlo skutečně koupí.',
        sections: [
          {
            heading: 'Zdarma pro prodávající',
            paragraphs: [
              'Inzerát, kontrola, aukce, opětovné vyjednávání i rychlé ocenění jsou pro soukromé i firemní prodávající zdarma. Neúčtujeme žádné poplatky za vložení, žádné předplatné ani skryté náklady – ani tehdy, když se vaše vozidlo prodá.',
            ],
          },
          {
            heading: 'Provize pro obchodníky',
            paragraphs: [
              'Obchodníci platí zprostředkovatelskou provizi ve výši 1,75 % netto z vydražené ceny. Provize činí nejméně 399 eur netto a nejvýše 3 500 eur netto, v obou případech plus 19 % DPH.',
              'Vydražená cena je cena, za kterou se vozidlo prodá – ať už na základě příhozu v aukci, koupě přes Koupit hned, přijaté dodatečné nabídky, nebo dohody v rámci opětovného vyjednávání.',
            ],
          },
          {
            heading: 'Jen v případě koupě',
            paragraphs: [
              'Registrace, přihazování, uložená vyhledávání i seznam sledovaných jsou pro obchodníky zdarma. Provize vzniká pouze tehdy, když vozidlo vyhrajete a ke koupi dojde. Pokud přihazujete a nevyhrajete, nic neplatíte.',
            ],
          },
          {
            heading: 'Splatnost',
            paragraphs: [
              `Po koupi vám provizi vyúčtujeme fakturou zaslanou e-mailem. Faktura je splatná do ${PAYMENT_TERM_DAYS} dnů od data vystavení. Kupní cenu za vozidlo platí obchodník přímo prodávajícímu.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Staňte se partnerem',
      description:
        'Staňte se partnerem CamperMarkt24: jako obchodník, jako portál s vozidly nebo provozovatel flotily s napojením, nebo jako affiliate v programu doporučení.',
      body: {
        intro:
          'CamperMarkt24 roste společně se svými partnery. Ať už chcete vozidla nakupovat, prodávat, nebo k nám doporučovat prodávající, najdeme vhodnou formu spolupráce.',
        sections: [
          {
            heading: 'Pro obchodníky',
            paragraphs: [
              'Jako registrovaný obchodník přihazujete na zkontrolované obytné vozy a karavany od soukromých i firemních prodávajících z celé Evropy. Registrace je zdarma a provizi platíte, jen když vozidlo koupíte.',
            ],
          },
          {
            heading: 'Pro portály s vozidly a flotilové systémy',
            paragraphs: [
              'Provozujete portál s vozidly, půjčovnu s vlastní flotilou nebo systém pro správu vozového parku? Prostřednictvím našeho rozhraní můžete vozidla předávat přímo do CamperMarkt24 a automaticky dostávat výsledky aukcí. Vozidla vyřazovaná z flotily tak prodáte bez další práce.',
              'Ozvěte se nám a technické napojení naplánujeme společně.',
            ],
          },
          {
            heading: 'Pro affiliate partnery: program doporučení',
            paragraphs: [
              'Kempingové blogy, fóra, servisy a provozovatelé kempů mohou posílat prodávající do CamperMarkt24 prostřednictvím osobního doporučujícího odkazu. Za každý úspěšně zprostředkovaný prodej získáte odměnu.',
              'Návštěva přes váš odkaz se vašemu partnerskému účtu přiřazuje po dobu 30 dnů. Podmínky programu vám rádi zašleme na vyžádání.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Obchodní podmínky',
      description:
        'Všeobecné obchodní podmínky CamperMarkt24 pro prodávající a obchodníky: inzeráty, kontrola, aukce, příhozy, Koupit hned, provize a odpovědnost.',
      body: {
        intro:
          'Tyto všeobecné obchodní podmínky upravují používání online tržiště CamperMarkt24 prodávajícími a obchodníky. Provozovatelem platformy je společnost CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburk, Německo. V případě rozporů mezi jazykovými verzemi je rozhodující německé znění.',
        sections: [
          {
            heading: '1. Rozsah působnosti',
            paragraphs: [
              'Tyto podmínky se vztahují na všechny smlouvy mezi společností CamperMarkt24 GmbH (dále jen „CamperMarkt24“) a uživateli platformy. Uživateli jsou prodávající, kteří nabízejí ojeté obytné vozy, karavany nebo přívěsy, a profesionální obchodníci, kteří na tato vozidla přihazují.',
              'CamperMarkt24 poskytuje platformu a zprostředkovává kupní smlouvy. Kupní smlouvy na vozidla se uzavírají výhradně mezi prodávajícím a obchodníkem; CamperMarkt24 se jejich smluvní stranou nestává.',
              'Odchylné podmínky uživatelů platí pouze tehdy, pokud s nimi CamperMarkt24 výslovně písemně souhlasila.',
            ],
          },
          {
            heading: '2. Registrace a uživatelský účet',
            paragraphs: [
              'Používání platformy vyžaduje registraci. Uživatelé musí být zletilí a při registraci uvést úplné a pravdivé údaje. Přihlašovací údaje je nutné uchovávat v tajnosti.',
              'Obchodníci musí své podnikání doložit vhodnými doklady, zejména výpisem z obchodního nebo živnostenského rejstříku a DIČ pro účely DPH. Přihazovat smějí až poté, co je CamperMarkt24 prověří a schválí. Na schválení není právní nárok.',
            ],
          },
          {
            heading: '3. Inzeráty',
            paragraphs: [
              'Vkládání inzerátů je pro prodávající zdarma. Prodávající prohlašuje, že je vlastníkem vozidla nebo je oprávněn je prodat, a upozorní na případná práva třetích osob, například na probíhající financování.',
              'Všechny údaje o vozidle musí být úplné a pravdivé. Známé vady, škody po nehodě a poškození vlhkostí musí být uvedeny. Fotografie musí zachycovat nabízené vozidlo v jeho aktuálním stavu.',
              'Prodávající stanoví cenovou představu (minimální cenu) a uvede, zda lze vozidlo předat ihned, nebo nejpozději do šesti týdnů. Pozdější vyzvednutí, až tři měsíce po prodeji, si mohou prodávající a obchodník dohodnout.',
            ],
          },
          {
            heading: '4. Kontrola a zveřejnění',
            paragraphs: [
              'CamperMarkt24 kontroluje každý inzerát před zveřejněním nejpozději do 24 hodin, a to i o víkendu, z hlediska úplnosti a věrohodnosti. Kontrola není technickou prohlídkou vozidla.',
              'CamperMarkt24 může požadovat doplnění a odmítnout nebo odstranit inzeráty, které porušují tyto podmínky nebo platné právní předpisy.',
            ],
          },
          {
            heading: '5. Aukce a příhozy',
            paragraphs: [
              'Schválené inzeráty jsou nabízeny v časově omezené online aukci. Aukce trvá nejvýše 24 hodin a končí v pracovní den, od pondělí do pátku, mezi 14:00 a 17:00 (časové pásmo Berlín). Přihazovat smějí pouze schválení obchodníci. Totožnost prodávajícího je přihazujícím sdělena až po prodeji.',
              'Příhozy jsou závazné a nelze je vzít zpět. To platí i pro příhozy, které za obchodníka podá přihazovací agent až do výše maximální nabídky, kterou obchodník nastavil.',
              'Pokud příhoz dosáhne cenové představy prodávajícího nebo ji překročí, nejvyšší přihazující s koncem aukce automaticky vyhrává a mezi prodávajícím a obchodníkem je uzavřena kupní smlouva. Zůstane-li nejvyšší nabídka pod cenovou představou, rozhodne o jejím přijetí prodávající.',
              'Po aukci ukončené bez prodeje mohou obchodníci podat dodatečnou nabídku. Dodatečná nabídka je pro přihazujícího závazná 48 hodin, nebo dokud ji prodávající neodmítne. Přijme-li ji prodávající v této lhůtě, je kupní smlouva uzavřena.',
            ],
          },
          {
            heading: '6. Koupit hned',
            paragraphs: [
              'Je-li u vozidla uvedena cena Koupit hned, může schválený obchodník vozidlo za tuto cenu koupit. Kupní smlouva je uzavřena potvrzením koupě a aukce předčasně končí.',
            ],
          },
          {
            heading: '7. Opětovné vyjednávání',
            paragraphs: [
              'Pokud cenová představa není dosažena, mohou prodávající a nejvyšší přihazující prostřednictvím platformy online vyjednávat a vyměňovat si protinabídky. Každá nabídka v rámci vyjednávání je pro toho, kdo ji podal, závazná až do odpovědi druhé strany.',
              'Přijme-li jedna strana nabídku druhé strany, je kupní smlouva uzavřena za dohodnutou cenu. Dohodnutá cena se považuje za vydraženou cenu ve smyslu těchto podmínek.',
            ],
          },
          {
            heading: '8. Provize a platby',
            paragraphs: [
              'Pro prodávající je používání platformy zdarma. Za každou uzavřenou kupní smlouvu dluží obchodník společnosti CamperMarkt24 zprostředkovatelskou provizi ve výši 1,75 % netto z vydražené ceny, nejméně 399 eur a nejvýše 3 500 eur netto, v obou případech plus DPH v zákonné výši, v současnosti 19 %.',
              `Provize vzniká pouze tehdy, když obchodník aukci vyhraje, využije Koupit hned nebo když je kupní smlouva uzavřena na základě dodatečné nabídky či opětovného vyjednávání. Fakturuje se po prodeji a je splatná do ${PAYMENT_TERM_DAYS} dnů od data vystavení faktury.`,
              'Kupní cenu platí obchodník přímo prodávajícímu, nejpozději při předání vozidla. Prodávající není povinen vydat vozidlo, klíče a doklady dříve, než obdrží kupní cenu v plné výši.',
            ],
          },
          {
            heading: '9. Odpovědnost',
            paragraphs: [
              'CamperMarkt24 odpovídá neomezeně za úmysl a hrubou nedbalost a za újmu na životě, těle nebo zdraví. V případě lehké nedbalosti odpovídá CamperMarkt24 pouze za porušení podstatných smluvních povinností, a to v rozsahu předvídatelné škody typické pro danou smlouvu.',
              'Za pravdivost údajů v inzerátech a za plnění kupních smluv odpovídají výhradně prodávající a obchodníci. CamperMarkt24 usiluje o nepřetržitou dostupnost platformy, nemůže ji však zaručit.',
            ],
          },
          {
            heading: '10. Závěrečná ustanovení',
            paragraphs: [
              'Použije se právo Spolkové republiky Německo s vyloučením Úmluvy OSN o smlouvách o mezinárodní koupi zboží. Vůči spotřebitelům platí tato volba práva jen tehdy, pokud je nezbavuje ochrany, kterou jim poskytují kogentní ustanovení práva státu jejich obvyklého pobytu.',
              'Je-li uživatel podnikatelem ve smyslu německého obchodního zákoníku, právnickou osobou veřejného práva nebo zvláštním majetkem veřejného práva, je místně příslušným soudem soud v Hamburku.',
              'Pokud by některá ustanovení těchto podmínek byla neplatná, nemá to vliv na platnost ostatních ustanovení.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Ochrana osobních údajů',
      description:
        'Jak CamperMarkt24 zpracovává osobní údaje podle GDPR: správce, cookies, účely, právní základy, příjemci, doba uložení a vaše práva jako subjektu údajů.',
      body: {
        intro:
          'Ochrana vašich údajů je pro nás důležitá. V těchto zásadách v souladu s obecným nařízením o ochraně osobních údajů (GDPR) vysvětlujeme, jaké osobní údaje zpracováváme při používání CamperMarkt24 a jaká máte práva.',
        sections: [
          {
            heading: '1. Správce',
            paragraphs: [
              'Správcem osobních údajů je společnost CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburk, Německo, zastoupená jednateli Jonasem Albrechtem a Miriam Kessler. Telefon: +49 40 123 456 70, e-mail: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Jaké údaje zpracováváme',
            paragraphs: ['Podle toho, jak CamperMarkt24 používáte, zpracováváme zejména:'],
            items: [
              'údaje k účtu, jako je jméno, adresa, e-mailová adresa a telefonní číslo',
              'u obchodníků navíc firemní údaje, doklady o podnikání a DIČ pro účely DPH',
              'údaje o vozidlech, fotografie a cenové představy z inzerátů a žádostí o ocenění',
              'příhozy, dodatečné nabídky, nabídky v rámci vyjednávání a uzavřené obchody',
              'technické údaje, jako je IP adresa, typ prohlížeče, navštívené stránky a čas přístupu',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'Používáme cookies, které jsou nezbytné pro provoz webu nebo umožňují přiřadit doporučení správnému partnerovi:',
            ],
            items: [
              'cm24-uuid: anonymní identifikátor návštěvníka pro rozpoznání opakovaných návštěv; uchovává se jeden rok',
              'X-Session-Id: identifikátor relace po dobu vaší návštěvy; smaže se po zavření prohlížeče',
              'tap_rc: ukládá kód doporučení, pokud k nám přijdete přes odkaz partnera; uchovává se 30 dnů',
              'i18n_locale: ukládá vámi zvolený jazyk',
            ],
          },
          {
            heading: '4. Účely a právní základy',
            paragraphs: [
              'Vaše údaje zpracováváme za účelem plnění smlouvy o užívání platformy, tedy pro registraci, inzeráty, aukce a zprostředkování kupních smluv (čl. 6 odst. 1 písm. b) GDPR), za účelem plnění právních povinností, například archivačních povinností podle obchodního a daňového práva (čl. 6 odst. 1 písm. c) GDPR), a na základě našeho oprávněného zájmu na bezpečné a funkční službě, prevenci podvodů a vyúčtování programu doporučení (čl. 6 odst. 1 písm. f) GDPR).',
              'Pokud vás požádáme o souhlas, například se zasíláním newsletteru, je právním základem čl. 6 odst. 1 písm. a) GDPR. Souhlas můžete kdykoli odvolat s účinkem do budoucna.',
            ],
          },
          {
            heading: '5. Příjemci',
            paragraphs: [
              'Přihazující vidí údaje o vozidle a fotografie, nikoli však totožnost prodávajícího. Teprve po prodeji předáme jméno a kontaktní údaje prodávajícího kupujícímu obchodníkovi a naopak, aby se mohli dohodnout na platbě a vyzvednutí.',
              'Dále využíváme pečlivě vybrané poskytovatele služeb, například pro hosting, rozesílání e-mailů a účetnictví, kteří údaje zpracovávají výhradně podle našich pokynů. Orgánům veřejné moci údaje předáváme jen tehdy, pokud nám to ukládá zákon.',
            ],
          },
          {
            heading: '6. Doba uložení',
            paragraphs: [
              'Osobní údaje uchováváme po dobu existence vašeho uživatelského účtu nebo po dobu nezbytnou pro daný účel. Údaje, na které se vztahují archivační povinnosti podle obchodního nebo daňového práva, uchováváme po zákonem stanovenou dobu až deseti let. Doba uložení cookies je uvedena v oddílu 3.',
            ],
          },
          {
            heading: '7. Vaše práva',
            paragraphs: [
              'Máte právo na přístup k údajům, jejich opravu, výmaz a omezení zpracování, právo na přenositelnost údajů a právo vznést námitku proti zpracování založenému na oprávněném zájmu.',
              'Můžete také podat stížnost u dozorového úřadu, například u Úřadu pro ochranu osobních údajů nebo u dozorového úřadu v Hamburku, který je pro nás příslušný.',
            ],
          },
          {
            heading: '8. Pověřenec pro ochranu osobních údajů',
            paragraphs: [
              'Našeho pověřence pro ochranu osobních údajů můžete kontaktovat na adrese datenschutz@campermarkt24.de nebo poštou na naší adrese s poznámkou „Pověřenec pro ochranu osobních údajů“.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Tiráž',
      description:
        'Tiráž společnosti CamperMarkt24 GmbH z Hamburku: údaje o poskytovateli, jednatelé, zápis v obchodním rejstříku, DIČ, kontakty a řešení sporů.',
      body: {
        sections: [
          {
            heading: 'Údaje podle § 5 DDG (německý zákon o digitálních službách)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburk', 'Německo'],
          },
          {
            heading: 'Zastoupení',
            paragraphs: ['Jednatelé (Geschäftsführer): Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Kontakt',
            paragraphs: ['Telefon: +49 40 123 456 70', 'E-mail: service@campermarkt24.de'],
          },
          {
            heading: 'Obchodní rejstřík',
            paragraphs: ['Rejstříkový soud: Amtsgericht Hamburg', 'Číslo zápisu: HRB 178532'],
          },
          {
            heading: 'DIČ pro účely DPH',
            paragraphs: ['Identifikační číslo pro DPH podle § 27a německého zákona o dani z přidané hodnoty: DE356812947'],
          },
          {
            heading: 'Odpovědný za obsah podle § 18 odst. 2 MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburk, Německo'],
          },
          {
            heading: 'Řešení sporů',
            paragraphs: [
              'Platforma Evropské komise pro řešení sporů online (platforma ODR) byla 20. července 2025 zrušena. S dotazy nebo stížnostmi se na nás prosím obracejte přímo na adrese service@campermarkt24.de.',
              'Nejsme ochotni ani povinni účastnit se řízení o mimosoudním řešení spotřebitelských sporů.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'Pro obchodníky',
      description:
        'Nakupujte zkontrolované ojeté obytné vozy a karavany z celé Evropy v 24hodinových aukcích. Registrace zdarma, provize jen v případě koupě.',
      body: {
        intro:
          'Na CamperMarkt24 nakupuje více než 250 profesionálních obchodníků ojeté obytné vozy a karavany přímo od soukromých i firemních prodávajících. Každý den jdou do aukce nová vozidla, která náš tým zkontroloval.',
        sections: [
          {
            heading: 'Proč obchodníci nakupují u nás',
            paragraphs: [
              'Mnoho vozidel na CamperMarkt24 pochází od soukromých majitelů a nikde jinde se nenabízí. Každý inzerát je před aukcí zkontrolován a obsahuje vypovídající fotografie a úplné údaje. Aukce trvají nejvýše 24 hodin a končí v pracovní dny mezi 14:00 a 17:00 – předvídatelně a v pracovní době.',
            ],
            items: [
              'zkontrolované inzeráty s úplnými údaji a vypovídajícími fotografiemi',
              'vozidla z celé Evropy',
              'krátké a předvídatelné aukce',
              'jasné a závazné postupy až po vyzvednutí',
            ],
          },
          {
            heading: 'Registrace a schválení',
            paragraphs: [
              'Zaregistrujte svou firmu online a nahrajte doklad o podnikání, například výpis z obchodního nebo živnostenského rejstříku, spolu se svým DIČ pro účely DPH. Vaše údaje ověříme a účet schválíme. Potvrzení obdržíte e-mailem a můžete hned začít přihazovat.',
            ],
          },
          {
            heading: 'Provize',
            paragraphs: [
              'Registrace i přihazování jsou zdarma. Teprve když vozidlo koupíte, platíte provizi 1,75 % netto z vydražené ceny, nejméně 399 eur a nejvýše 3 500 eur netto, v obou případech plus 19 % DPH.',
            ],
          },
          {
            heading: 'Nástroje pro váš nákup',
            paragraphs: ['Díky těmto funkcím máte vše pod kontrolou:'],
            items: [
              'Přihazovací agent: nastavte maximální nabídku a agent bude automaticky přihazovat až do vašeho limitu',
              'Uložená vyhledávání: dostávejte upozornění na nová vozidla odpovídající vašim kritériím',
              'Seznam sledovaných: mějte zajímavá vozidla pod kontrolou až do konce aukce',
              'Koupit hned: kupte vozidla s cenou Koupit hned okamžitě, bez čekání na konec aukce',
              'Dodatečné nabídky a opětovné vyjednávání: šance na obchod i po skončení aukce',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Prodat obytný vůz',
      description:
        'Prodejte obytný vůz nebo karavan zdarma: vložte inzerát, kontrola do 24 hodin, 24hodinová aukce mezi obchodníky a obchodník vozidlo vyzvedne a zaplatí.',
      body: {
        intro:
          'S CamperMarkt24 prodáte svůj obytný vůz, karavan nebo přívěs ověřeným obchodníkům – zdarma, rychle a bez prohlídek se soukromými zájemci.',
        sections: [
          {
            heading: 'Jak prodej probíhá',
            paragraphs: ['Ve čtyřech krocích k prodeji:'],
            items: [
              'Zdarma vložíte inzerát s údaji o vozidle, fotografiemi a svou cenovou představou.',
              'Inzerát zkontrolujeme nejpozději do 24 hodin, i o víkendu.',
              'Více než 250 obchodníků přihazuje v online aukci, která trvá nejvýše 24 hodin.',
              'Pokud nabídka dosáhne vaší cenové představy, je vozidlo prodáno; jinak o nejvyšší nabídce rozhodujete vy.',
            ],
          },
          {
            heading: 'Co budete potřebovat',
            paragraphs: [
              'K inzerátu budete potřebovat osvědčení o registraci vozidla (malý technický průkaz), případně i velký technický průkaz, a aktuální fotografie. Doporučujeme alespoň pět fotografií exteriéru a pět fotografií interiéru. Servisní knížka, faktury a protokoly, například z revize plynu nebo měření vlhkosti, zvyšují důvěru obchodníků – a často i jejich nabídky.',
            ],
          },
          {
            heading: 'Cenová představa a opětovné vyjednávání',
            paragraphs: [
              'Sami určíte, jakou cenu chcete minimálně získat. Pokud nabídka této částky dosáhne, nejvyšší přihazující automaticky vyhrává. Je-li nejvyšší nabídka nižší, můžete ji přijmout, online dál vyjednávat, nebo ji odmítnout. Možné jsou i dodatečné nabídky po skončení aukce. Naše bezplatné rychlé ocenění vám dá realistickou představu, s čím můžete počítat.',
            ],
          },
          {
            heading: 'Vyzvednutí a platba',
            paragraphs: [
              'Po prodeji obdrží obchodník vaše kontaktní údaje a domluví se s vámi na platbě a vyzvednutí. Předání proběhne ihned nebo nejpozději do šesti týdnů; po dohodě i později, až tři měsíce po prodeji. Obchodník vám kupní cenu zaplatí přímo, nejpozději při vyzvednutí. Vozidlo a doklady předejte až ve chvíli, kdy budete mít peníze na účtu.',
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
      role: 'Šéfredaktorka',
      bio: 'Lena Hoffmann vede redakci CamperMarkt24. Už řadu let cestuje po Evropě ve vlastní obytné dodávce a píše o všem, co by prodávající měli vědět před aukcí, během ní i po ní.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Vedoucí péče o obchodníky',
      bio: 'Pieter de Vries se na CamperMarkt24 stará o obchodníky. Než k nám přišel, pracoval mnoho let v obchodu s karavany v Nizozemsku, a nákup vozidel proto zná z praxe.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Odborník na oceňování vozidel',
      bio: 'Marek Novák je vyučený automechanik a v CamperMarkt24 odpovídá za bezplatné rychlé ocenění. Přesně ví, na co se obchodníci u obytných vozů a karavanů dívají.',
    },
  ],
  articles: [
    {
      slug: 'prodej-obytneho-vozu-kontrolni-seznam',
      authorSlug: 'lena-hoffmann',
      title: 'Prodej obytného vozu: kontrolní seznam pro hladký průběh',
      excerpt:
        'Od dokladů po předání: s tímto kontrolním seznamem prodej obytného vozu důkladně připravíte a vyhnete se nepříjemným překvapením.',
      body: [
        'Obytný vůz člověk neprodává každý den, a proto je dobrá příprava o to důležitější. Kdo má doklady v pořádku, popíše vozidlo poctivě a má reálnou cenovou představu, prodá rychleji a zpravidla i za lepší cenu.',
        'Začněte doklady. Budete potřebovat osvědčení o registraci vozidla, případně i velký technický průkaz. Připravte si také servisní knížku, faktury z dílny, protokol z poslední STK a doklady o revizi plynu a měření vlhkosti. Kompletní servisní historie je pro obchodníky jedním z nejsilnějších argumentů.',
        'Vozidlo důkladně vyčistěte zvenku i zevnitř. Vypusťte nádrž na čistou i odpadní vodu, vyprázdněte kazetu toalety a odneste své osobní věci. Drobné závady, jako je prasklá žárovka nebo zasekávající se dvířka skříňky, se často dají odstranit s malou námahou a udělají mnohem lepší dojem.',
        'Popište svůj obytný vůz úplně a poctivě. Uveďte výbavu, jako je markýza, solární panely, nosič kol nebo satelit, ale také známé vady, poškození či stopy vlhkosti. Obchodníci přihazují jistěji – a výš –, když se nemusí obávat skrytých překvapení. K tomu patří i dobré fotografie: alespoň pět exteriéru a pět interiéru.',
        'Stanovte si reálnou cenovou představu. Bezplatné rychlé ocenění od CamperMarkt24 vám do 24 hodin pošle e-mailem cenové rozpětí. Pokud je vaše cenová představa v aukci dosažena, je vozidlo automaticky prodáno – nenastavujte ji proto níž, než kolik opravdu chcete získat.',
        'Nakonec naplánujte předání. Rozhodněte se, zda chcete vozidlo předat ihned, nebo až za několik týdnů, a připravte si všechny klíče, návody a příslušenství. S obchodníkem se domluvte na přepisu vozidla v registru a pojištění odpovědnosti ukončete až po jeho provedení. Vozidlo a doklady předejte teprve tehdy, když budete mít kupní cenu na účtu.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'jak-fotografovat-obytny-vuz',
      authorSlug: 'lena-hoffmann',
      title: 'Jak správně nafotit obytný vůz: 5 snímků exteriéru a 5 interiéru',
      excerpt:
        'Dobré fotografie jsou výkladní skříní vašeho inzerátu. Ukážeme vám, jakých deset snímků chtějí obchodníci vidět a jak se povedou i s mobilem.',
      body: [
        'Obchodníci na CamperMarkt24 přihazují, aniž by vozidlo předem viděli naživo. Fotografie jsou proto nejdůležitější částí inzerátu: čím jasněji a úplněji váš obytný vůz ukazují, tím jistěji mohou obchodníci kalkulovat – a tím vyšší bývají nabídky. Doporučujeme alespoň pět fotografií exteriéru a pět fotografií interiéru.',
        'Zajistěte si dobré podmínky. Fotografujte za denního světla, ideálně za mírně zataženého počasí, aby nevznikaly ostré stíny. Vozidlo postavte na klidné, uklizené místo bez dalších aut v pozadí. Čisté vozidlo a čistý objektiv dělají překvapivě velký rozdíl.',
        'Pět snímků exteriéru: vyfoťte vozidlo šikmo zleva zepředu a šikmo zprava zezadu, aby byla na každém snímku vidět příď nebo záď a jeden bok. Přidejte celý boční pohled zleva a zprava a k tomu snímek střechy, nebo pokud to nejde, zadní garáže a nástaveb, jako je markýza a nosič kol.',
        'Pět snímků interiéru: ukažte kabinu řidiče se zapnutými budíky, aby byl čitelný stav tachometru, obytnou část se sezením, kuchyň, koupelnu a místo na spaní. Roztáhněte závěsy a rolety, rozsviťte světla a fotografujte z rohu, aby bylo vidět co nejvíc prostoru.',
        'Neschovávejte vady. Snímek škrábance, promáčkliny nebo místa s vlhkostí navíc působí poctivě a buduje důvěru. S opotřebením obchodníci beztak počítají; odrazují je překvapení při vyzvednutí.',
        'Na závěr několik snímků navíc, které se vyplatí: typový štítek, pneumatiky s viditelným dezénem, dveře obytné nástavby a palubní technika, jako je topení, lednice a obytná baterie. Před nahráním zkontrolujte, zda jsou všechny fotografie ostré a správně otočené – pak už úspěšné aukci nic nebrání.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'co-ovlivnuje-cenu-karavanu',
      authorSlug: 'marek-novak',
      title: 'Co rozhoduje o hodnotě karavanu?',
      excerpt:
        'Stáří, dispozice, vlhkost a péče: to jsou faktory, podle kterých obchodníci určují, kolik nabídnou za váš ojetý karavan.',
      body: [
        'Dva karavany stejného ročníku se mohou hodnotou výrazně lišit. Obchodníci nehledí jen na značku a stáří, ale především na to, jak snadno půjde vozidlo znovu prodat. Kdo zná nejdůležitější faktory, dokáže svou cenovou představu odhadnout mnohem lépe.',
        'Nejdůležitějším jednotlivým faktorem je těsnost nástavby. Vlhkost ve stěnách, podlaze nebo střeše je u karavanů nejčastější a nejdražší závadou. Aktuální protokol z měření vlhkosti v odborném servisu zbaví obchodníky nejistoty a citelně se projeví na nabídkách.',
        'Velký vliv mají také dispozice a hmotnost. Žádané jsou praktické dispozice, jako jsou oddělená lůžka, patrová lůžka pro rodiny nebo samostatná koupelna. Roli hraje i největší povolená hmotnost: karavany, které utáhnou běžná tažná vozidla, přilákají více zájemců.',
        'Výbava může hodnotu zvýšit, pokud je žádaná a funkční. Mover, předstan nebo markýza v dobrém stavu, solární panely či moderní topení jsou u obchodníků oblíbené. Nadstandardní výbava, která nefunguje, naopak hodnotu spíše snižuje.',
        'Nepodceňujte historii údržby. Pravidelný servis, faktury a aktuální revize plynu ukazují, že karavan byl v dobrých rukou. Roli hrají i pneumatiky: pneumatiky karavanů často stárnou rychleji, než se sjedou, a obchodníci proto kontrolují datum výroby.',
        'Cena nakonec závisí i na trhu. Před sezonou na jaře bývá poptávka obvykle vyšší než pozdě na podzim. Chcete-li vědět, jak na tom váš karavan právě teď je, využijte naše bezplatné rychlé ocenění: cenové rozpětí vám pošleme e-mailem do 24 hodin.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'jak-funguje-aukce-pro-obchodniky',
      authorSlug: 'pieter-de-vries',
      title: 'Jak funguje aukce pro obchodníky – a proč pomáhá přihazovací agent',
      excerpt:
        'Krátká doba trvání, pevné časy ukončení, závazné příhozy: nahlédněte do zákulisí aukce CamperMarkt24 a podívejte se na přihazovacího agenta, který obchodníkům šetří čas.',
      body: [
        'Na CamperMarkt24 mohou přihazovat pouze ověření profesionální obchodníci. Registrováno je více než 250 obchodníků a zhruba 300 přihazujících a každý z nich musel nejprve doložit své podnikání, než mohl podat první příhoz. Pro prodávající to znamená, že každá nabídka pochází od seriózního kupce.',
        'Než vozidlo půjde do aukce, náš tým zkontroluje inzerát nejpozději do 24 hodin. Samotná aukce pak trvá nejvýše 24 hodin a končí vždy v pracovní den mezi 14:00 a 17:00. Tyto pevné časy ukončení jsou zvolené záměrně: obchodníci si mohou nákup naplánovat a na konci aukce bývají k zastižení.',
        'Příhozy jsou závazné. Pokud příhoz dosáhne cenové představy prodávajícího, nejvyšší přihazující automaticky vyhrává. Je-li nejvyšší nabídka nižší, rozhodne prodávající, zda ji přijme, zda bude online dál vyjednávat, nebo ji odmítne. Po aukci mohou obchodníci navíc podat dodatečnou nabídku, která je závazná 48 hodin, nebo dokud ji prodávající neodmítne.',
        'Tady přichází na řadu přihazovací agent. Místo toho, aby obchodník seděl na konci aukce u obrazovky, nastaví si svou maximální nabídku. Agent pak automaticky přihazuje v malých krocích, jakmile jej jiný obchodník přehodí – nikdy však nad nastavený limit.',
        'Výhody to má pro obě strany. Obchodníci nepřijdou o aukci jen proto, že se zrovna věnují zákazníkovi, a nezaplatí víc, než je nutné, protože agent jde jen tak vysoko, jak to vyžaduje konkurenční nabídka. Prodávající získávají tím, že může současně přihazovat více obchodníků, což zvyšuje konkurenci o jejich vozidlo.',
        'Obchodníci, kteří chtějí jednat rychle, mohou navíc využít Koupit hned za pevnou cenu, pokud je stanovena. Díky uloženým vyhledáváním a seznamu sledovaných mají přehled o nových vozidlech, která se hodí do jejich nabídky. A provize se účtuje, teprve když ke koupi skutečně dojde.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
