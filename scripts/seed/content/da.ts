/** Seeded editorial content in Danish. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Sælg din autocamper eller campingvogn',
      description:
        'Sælg din autocamper eller campingvogn gratis til over 250 godkendte forhandlere. Gennemgang inden for 24 timer, auktion på 24 timer, og forhandleren henter.',
      body: {
        hero: {
          title: 'Sælg din autocamper gratis til 250+ forhandlere – i en auktion på højst 24 timer',
          subtitle:
            'Opret en annonce, angiv din prisforventning, og lad forhandlerne byde: Hos CamperMarkt24 sælger du autocampere og campingvogne hurtigt, sikkert og uden gebyrer.',
          cta: 'Sælg gratis nu',
          secondaryCta: 'Få en gratis vurdering',
        },
        advantages: [
          {
            title: '100 % gratis for sælgere',
            text: 'Du betaler intet for annoncen og intet, når du sælger. Provisionen betales udelukkende af den forhandler, der køber dit køretøj.',
          },
          {
            title: 'Over 250 godkendte forhandlere',
            text: 'Kun godkendte erhvervsforhandlere kan byde. Du når rigtige købere fra hele Europa i stedet for tilbudsjægere.',
          },
          {
            title: 'Du har styringen',
            text: 'Du fastsætter din prisforventning. Bliver den ikke nået, bestemmer du selv, om du vil acceptere, genforhandle eller sige nej.',
          },
          {
            title: 'Hurtigt og nemt',
            text: 'Gennemgang inden for 24 timer, en auktion på højst 24 timer, og forhandleren henter køretøjet – ingen prøveture med fremmede.',
          },
        ],
        steps: [
          {
            title: 'Opret en gratis annonce',
            text: 'Indtast oplysningerne om dit køretøj, upload billeder, og angiv din prisforventning. Det tager kun få minutter.',
          },
          {
            title: 'Vi gennemgår den inden for 24 timer',
            text: 'Vores team gennemgår hver annonce inden for højst 24 timer, også i weekenden, og kontakter dig, hvis noget mangler.',
          },
          {
            title: 'Forhandlerne byder i 24 timer',
            text: 'Dit køretøj kommer på en onlineauktion på højst 24 timer. Den slutter altid på en hverdag mellem kl. 14 og 17.',
          },
          {
            title: 'Du bestemmer, forhandleren henter',
            text: 'Når et bud din prisforventning, vinder højestbydende automatisk. Ellers er det dig, der bestemmer. Forhandleren betaler og henter køretøjet.',
          },
        ],
        reviews: [
          {
            name: 'Søren K.',
            city: 'Aarhus',
            rating: 5,
            text: 'Vores alkoveautocamper var solgt efter én dag, og forhandleren hentede den to uger senere præcis som aftalt. Nemmere bliver det ikke.',
          },
          {
            name: 'Mette H.',
            city: 'Odense',
            rating: 5,
            text: 'Jeg var bange for at sælge for billigt. Det højeste bud lå til sidst et godt stykke over det, den lokale forhandler havde tilbudt mig.',
          },
          {
            name: 'Henrik J.',
            city: 'Aalborg',
            rating: 4,
            text: 'Min prisforventning blev ikke helt nået, men gennem genforhandlingen blev vi enige dagen efter. Meget hjælpsom support i telefonen.',
          },
          {
            name: 'Louise P.',
            city: 'Roskilde',
            rating: 5,
            text: 'Vi solgte vores campingvogn uden en eneste fremvisning for private. Tipsene til billederne var guld værd.',
          },
          {
            name: 'Niels B.',
            city: 'Esbjerg',
            rating: 4,
            text: 'Gennemgået om lørdagen, på auktion om tirsdagen og hentet to uger senere. Jeg sælger gerne via CamperMarkt24 igen.',
          },
        ],
        stats: [
          { value: '250+', label: 'forhandlere' },
          { value: '5.000', label: 'solgte køretøjer' },
          { value: '3.000', label: 'auktioner' },
          { value: '130+', label: 'anmeldelser' },
        ],
        faq: [
          {
            question: 'Hvad koster det at sælge via CamperMarkt24?',
            answer:
              'Ingenting. Annonce, gennemgang, auktion og salg er gratis for både private og erhvervssælgere. Provisionen betales udelukkende af den forhandler, der køber dit køretøj.',
          },
          {
            question: 'Hvor hurtigt kan jeg sælge min autocamper?',
            answer:
              'Vi gennemgår din annonce inden for højst 24 timer, også i weekenden. Den efterfølgende auktion varer højst 24 timer og slutter på en hverdag mellem kl. 14 og 17. I bedste fald er dit køretøj altså solgt inden for to dage.',
          },
          {
            question: 'Hvem byder på mit køretøj?',
            answer:
              'Kun godkendte erhvervsforhandlere. Over 250 forhandlere med omkring 300 bydere er registreret hos CamperMarkt24, og de leder hele tiden efter brugte autocampere og campingvogne.',
          },
          {
            question: 'Hvad sker der, hvis min prisforventning ikke bliver nået?',
            answer:
              'Så bliver handlen ikke automatisk gennemført. Du kan acceptere det højeste bud, genforhandle online eller sige nej. Forhandlere kan desuden afgive et efterbud, når auktionen er slut.',
          },
          {
            question: 'Hvornår bliver mit køretøj hentet?',
            answer:
              'Du angiver, om du vil overdrage køretøjet med det samme eller inden for højst seks uger. Efter aftale kan det også hentes senere, op til tre måneder efter salget.',
          },
          {
            question: 'Kan forhandlerne se mine kontaktoplysninger?',
            answer:
              'Nej. Din identitet er skjult for byderne, indtil der er indgået en handel. Først derefter får den købende forhandler dine kontaktoplysninger for at aftale betaling og afhentning med dig.',
          },
        ],
      },
    },
    about: {
      title: 'Om os',
      description:
        'CamperMarkt24 bringer sælgere af brugte autocampere og campingvogne sammen med over 250 godkendte forhandlere i Europa. Mød vores idé og vores team.',
      body: {
        intro:
          'CamperMarkt24 er markedspladsen på nettet, hvor private og erhvervssælgere sætter brugte autocampere og campingvogne på auktion til godkendte forhandlere. Vores mål: en fair pris, et hurtigt salg og så lidt besvær som muligt for alle parter.',
        sections: [
          {
            heading: 'Vores idé',
            paragraphs: [
              'Har man solgt en autocamper privat, kender man det: utallige henvendelser, prøveture med fremmede, prisforhandling i telefonen og til sidst usikkerheden om, hvorvidt pengene nu også kommer. Forhandlerne leder til gengæld hele tiden efter velholdte brugte køretøjer, men har svært ved at finde dem.',
              'CamperMarkt24 bringer begge sider sammen – gennemsigtigt, digitalt og inden for en klart afgrænset tid. Sælgere annoncerer gratis, forhandlere byder på en onlineauktion, og resultatet er en bindende handel.',
            ],
          },
          {
            heading: 'Sådan arbejder vi',
            paragraphs: [
              'Vores team gennemgår hver annonce inden for 24 timer, også i weekenden. Vi sørger for, at oplysningerne er fuldstændige, at billederne viser køretøjet ordentligt, og at prisforventningen er realistisk. Først derefter kommer køretøjet på auktion, hvor kun godkendte forhandlere kan byde.',
              'Vores kundeservice kan kontaktes telefonisk mandag til fredag kl. 9–17 og hjælper både sælgere og forhandlere fra det første billede til afhentningen.',
            ],
          },
          {
            heading: 'Tal, der taler for sig selv',
            paragraphs: ['Siden starten af CamperMarkt24 er vores netværk vokset støt:'],
            items: [
              'over 250 godkendte forhandlere',
              'omkring 300 aktive bydere',
              'mere end 5.000 solgte køretøjer',
              'mere end 3.000 gennemførte auktioner',
              'mere end 130 kundeanmeldelser',
            ],
          },
          {
            heading: 'Hjemme i hele Europa',
            paragraphs: [
              'Vi har hovedsæde i Hamburg, og vores platform taler otte sprog: tysk, engelsk, nederlandsk, svensk, dansk, polsk, spansk og tjekkisk. Dermed når sælgerne forhandlere langt uden for deres egen region, og forhandlerne finder køretøjer, de ellers aldrig ville have set.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Kontakt',
      description:
        'Sådan kontakter du CamperMarkt24: telefonisk mandag til fredag kl. 9–17 eller pr. e-mail. Vi besvarer din henvendelse inden for én arbejdsdag.',
      body: {
        intro:
          'Har du spørgsmål om din annonce, en auktion eller registrering som forhandler? Vores kundeservice hjælper dig gerne.',
        sections: [
          {
            heading: 'Sådan kontakter du os',
            paragraphs: ['Du kan ringe til os mandag til fredag kl. 9.00–17.00.'],
            items: [
              'Telefon: +49 40 123 456 70',
              'E-mail: service@campermarkt24.de',
              'Adresse: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Tyskland',
            ],
          },
          {
            heading: 'Svar inden for én arbejdsdag',
            paragraphs: [
              'Henvendelser pr. e-mail besvarer vi inden for én arbejdsdag. Drejer det sig om et bestemt køretøj, så oplys gerne annoncenummeret, så vi kan hjælpe dig hurtigere.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Ofte stillede spørgsmål',
      description:
        'Svar på ofte stillede spørgsmål om salg, auktioner, registrering som forhandler og den gratis vurdering af autocampere og campingvogne hos CamperMarkt24.',
      body: {
        groups: [
          {
            title: 'Salg',
            items: [
              {
                question: 'Hvem kan sælge via CamperMarkt24?',
                answer:
                  'Private og erhvervssælgere. Du kan sælge brugte autocampere samt campingvogne og trailere, forudsat at du ejer køretøjet eller har ret til at sælge det.',
              },
              {
                question: 'Hvad koster det mig at sælge?',
                answer:
                  'Ingenting. Annonce, gennemgang, auktion, genforhandling og salg er gratis for sælgere. Provisionen betales udelukkende af den forhandler, der køber køretøjet.',
              },
              {
                question: 'Hvilke dokumenter og billeder skal jeg bruge?',
                answer:
                  'Hav registreringsattesten klar og gerne også servicebog, fakturaer og synsrapporter. Vi anbefaler mindst fem udvendige og fem indvendige billeder af dit køretøj.',
              },
              {
                question: 'Hvor lang tid tager gennemgangen af min annonce?',
                answer:
                  'Højst 24 timer, også i weekenden. Mangler der oplysninger eller billeder, kontakter vi dig, så din annonce hurtigt kan komme på auktion.',
              },
              {
                question: 'Er jeg forpligtet til at sælge?',
                answer:
                  'Når et bud din prisforventning, vinder højestbydende automatisk, og handlen er bindende. Ligger det højeste bud under, bestemmer du frit, om du vil acceptere, genforhandle eller sige nej.',
              },
            ],
          },
          {
            title: 'Auktion og bud',
            items: [
              {
                question: 'Hvor længe varer en auktion?',
                answer:
                  'En auktion varer højst 24 timer og slutter altid på en hverdag, mandag til fredag, mellem kl. 14 og 17 dansk tid. Det betyder, at forhandlerne kan byde i almindelig åbningstid.',
              },
              {
                question: 'Hvad er budagenten?',
                answer:
                  'Forhandlere kan angive et maksimalt bud. Budagenten byder så automatisk med i små trin, indtil maksimum er nået. Så går ingen forhandler glip af en auktion, bare fordi han eller hun ikke sidder ved skærmen.',
              },
              {
                question: 'Hvad betyder køb nu?',
                answer:
                  'Er der fastsat en køb nu-pris for et køretøj, kan en forhandler købe det med det samme til den pris. Auktionen slutter så, og købet er bindende.',
              },
              {
                question: 'Hvad er et efterbud?',
                answer:
                  'Slutter en auktion uden salg, kan forhandlere stadig afgive et efterbud. Et efterbud er bindende for byderen i 48 timer, eller indtil sælgeren afslår det.',
              },
              {
                question: 'Hvordan fungerer genforhandlingen?',
                answer:
                  'Bliver prisforventningen ikke nået, kan sælgeren og højestbydende forhandle om prisen online og udveksle modbud. Bliver de enige, er handlen bindende. Sælgerens identitet forbliver skjult undervejs.',
              },
            ],
          },
          {
            title: 'Forhandlere',
            items: [
              {
                question: 'Hvem kan byde som forhandler?',
                answer:
                  'Erhvervsdrivende køretøjsforhandlere, der har indsendt dokumentation for deres virksomhed og er blevet kontrolleret og godkendt af os. Private kan ikke byde.',
              },
              {
                question: 'Hvad koster det forhandlere at deltage?',
                answer:
                  'Registrering og bud er gratis. Der betales kun provision, når du køber: 1,75 % netto af hammerslagsprisen, mindst 399 euro og højst 3.500 euro netto, i begge tilfælde tillagt 19 % moms.',
              },
              {
                question: 'Hvornår skal provisionen betales?',
                answer:
                  `Efter købet modtager du en faktura pr. e-mail. Den skal betales inden for ${PAYMENT_TERM_DAYS} dage fra fakturadatoen.`,
              },
              {
                question: 'Hvordan betaler jeg for køretøjet?',
                answer:
                  'Købesummen betaler du direkte til sælgeren, senest ved afhentningen. Efter salget får du sælgerens kontaktoplysninger, så I kan aftale betaling og overdragelse.',
              },
              {
                question: 'Hvordan finder jeg egnede køretøjer?',
                answer:
                  'Gem søgninger med dine kriterier, så giver vi dig besked om nye køretøjer, der passer. Interessante køretøjer sætter du på din huskeliste, så du kan holde øje med dem, til auktionen slutter.',
              },
            ],
          },
          {
            title: 'Vurdering',
            items: [
              {
                question: 'Hvad er den gratis hurtige vurdering?',
                answer:
                  'Du sender os de vigtigste oplysninger om din autocamper eller campingvogn og får et prisinterval pr. e-mail inden for 24 timer. Vurderingen er gratis og uforpligtende.',
              },
              {
                question: 'Hvilke oplysninger skal I bruge til vurderingen?',
                answer:
                  'Mærke, model, dato for første registrering, kilometerstand eller årgang, udstyr og stand. Med billeder kan vi indkredse prisintervallet mere præcist.',
              },
              {
                question: 'Er vurderingen et bindende tilbud?',
                answer:
                  'Nej. Prisintervallet er en rettesnor, når du fastsætter din prisforventning. Den faktiske pris afgøres af forhandlernes bud på auktionen.',
              },
              {
                question: 'Skal jeg sælge efter vurderingen?',
                answer:
                  'Nej. Du bestemmer i ro og mag, om og hvornår du vil annoncere dit køretøj. Vurderingen medfører hverken omkostninger eller forpligtelser.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Job',
      description:
        'Arbejd hos CamperMarkt24: vær med til at forme Europas onlinehandel med brugte autocampere og campingvogne, i Hamburg eller på distancearbejde i EU.',
      body: {
        sections: [
          {
            heading: 'At arbejde hos CamperMarkt24',
            paragraphs: [
              'Vi er et mindre team i Hamburg med kolleger rundt om i Europa. Softwareudvikling, køretøjsekspertise og kundeservice arbejder tæt sammen – med korte beslutningsveje og stort ansvar til hver enkelt.',
              'Mange af os rejser selv med autocamper eller campingvogn. Den begejstring smitter af på vores arbejde: Vi vil gøre det lige så afslappet at sælge et fritidskøretøj, som det er at rejse i det.',
            ],
          },
          {
            heading: 'Det tilbyder vi',
            paragraphs: ['For at du skal trives hos os, tilbyder vi blandt andet:'],
            items: [
              'fleksible arbejdstider og mulighed for hjemmearbejde',
              'et kontor i Hamborgs HafenCity',
              'et årligt budget til efteruddannelse',
              'en firmaautocamper, som medarbejderne kan låne i ferien',
              'et internationalt team og en flad struktur',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Fuldtid',
            text: 'Du videreudvikler vores auktionsplatform, fra budagenten til sælgernes område. Du har flere års erfaring med TypeScript, React og serverapplikationer og tager gerne ejerskab for dine funktioner.',
          },
          {
            title: 'Forhandlerkonsulent',
            location: 'Hamburg',
            type: 'Fuldtid',
            text: 'Du er den første kontaktperson for vores forhandlere, guider nye partnere gennem registreringen og hjælper med spørgsmål om auktioner og køb. Erfaring fra bilbranchen er en fordel, ligesom et ekstra europæisk sprog.',
          },
          {
            title: 'Kvalitetskontrollant annoncer',
            location: 'Hamburg',
            type: 'Deltid',
            text: 'Du gennemgår nye annoncer for fuldstændighed og troværdighed og sørger for, at hvert køretøj kan komme på auktion inden for 24 timer. Stillingen omfatter også weekendvagter efter en fast plan.',
          },
        ],
      },
    },
    pricing: {
      title: 'Priser og provision',
      description:
        'Gratis for sælgere, en fair succesprovision for forhandlere: 1,75 % netto af hammerslagsprisen, mindst 399 euro og højst 3.500 euro, plus moms.',
      body: {
        intro:
          'Hos CamperMarkt24 betaler kun den, der køber. For sælgere er hele tjenesten gratis, og forhandlere betaler kun provision, når de faktisk køber et køretøj.',
        sections: [
          {
            heading: 'Gratis for sælgere',
            paragraphs: [
              'Annonce, gennemgang, auktion, genforhandling og hurtig vurdering er gratis for private og erhvervssælgere. Der er ingen oprettelsesgebyrer, ingen abonnementer og ingen skjulte omkostninger – heller ikke når dit køretøj bliver solgt.',
            ],
          },
          {
            heading: 'Provision for forhandlere',
            paragraphs: [
              'Forhandlere betaler en formidlingsprovision på 1,75 % netto af hammerslagsprisen. Provisionen udgør mindst 399 euro netto og højst 3.500 euro netto, i begge tilfælde tillagt 19 % moms.',
              'Hammerslagsprisen er den pris, køretøjet sælges til – uanset om det sker via et bud på auktionen, et køb nu, et accepteret efterbud eller en aftale i genforhandlingen.',
            ],
          },
          {
            heading: 'Kun ved køb',
            paragraphs: [
              'Registrering, bud, gemte søgninger og huskelisten er gratis for forhandlere. Provisionen skal kun betales, hvis du vinder køretøjet, og købet bliver gennemført. Byder du uden at vinde, koster det ingenting.',
            ],
          },
          {
            heading: 'Betalingsfrist',
            paragraphs: [
              `Efter købet fakturerer vi provisionen pr. e-mail. Fakturaen skal betales inden for ${PAYMENT_TERM_DAYS} dage fra fakturadatoen. Købesummen for køretøjet betaler forhandleren direkte til sælgeren.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Bliv partner',
      description:
        'Bliv partner hos CamperMarkt24: som forhandler, som køretøjsportal eller flådeoperatør via vores integration eller som affiliate i henvisningsprogrammet.',
      body: {
        intro:
          'CamperMarkt24 vokser sammen med sine partnere. Uanset om du vil købe køretøjer, sælge køretøjer eller henvise sælgere til os, finder vi den rigtige form for samarbejde.',
        sections: [
          {
            heading: 'For forhandlere',
            paragraphs: [
              'Som registreret forhandler byder du på gennemgåede autocampere og campingvogne fra private og erhvervssælgere i hele Europa. Registreringen er gratis, og du betaler kun provision, når du køber et køretøj.',
            ],
          },
          {
            heading: 'For køretøjsportaler og flådesystemer',
            paragraphs: [
              'Driver du en køretøjsportal, en udlejningsflåde eller et flådestyringssystem? Via vores integration kan du overføre køretøjer direkte til CamperMarkt24 og automatisk modtage auktionsresultaterne. Så sælger du køretøjer, der udfases af flåden, uden ekstra arbejde.',
              'Kontakt os, så planlægger vi den tekniske integration sammen med dig.',
            ],
          },
          {
            heading: 'For affiliates: henvisningsprogrammet',
            paragraphs: [
              'Campingblogs, fora, værksteder og campingpladser kan sende sælgere til CamperMarkt24 via et personligt henvisningslink. For hvert vellykket salg, du formidler, modtager du en godtgørelse.',
              'Et besøg via dit link knyttes til din partnerkonto i 30 dage. Vi sender dig gerne programmets betingelser på forespørgsel.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Handelsbetingelser',
      description:
        'CamperMarkt24s handelsbetingelser for sælgere og forhandlere: annoncer, gennemgang, auktion, bud, køb nu, efterbud, provision og ansvar.',
      body: {
        intro:
          'Disse handelsbetingelser regulerer sælgeres og forhandleres brug af markedspladsen CamperMarkt24. Platformen drives af CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Tyskland. Ved uoverensstemmelser mellem sprogversionerne har den tyske version forrang.',
        sections: [
          {
            heading: '1. Anvendelsesområde',
            paragraphs: [
              'Disse betingelser gælder for alle aftaler mellem CamperMarkt24 GmbH (herefter „CamperMarkt24“) og platformens brugere. Brugere er sælgere, der udbyder brugte autocampere, campingvogne eller trailere, samt erhvervsforhandlere, der byder på disse køretøjer.',
              'CamperMarkt24 stiller platformen til rådighed og formidler købsaftaler. Købsaftaler om køretøjer indgås udelukkende mellem sælger og forhandler; CamperMarkt24 bliver ikke part i dem.',
              'Brugernes egne betingelser gælder kun, hvis CamperMarkt24 udtrykkeligt har accepteret dem skriftligt.',
            ],
          },
          {
            heading: '2. Registrering og brugerkonto',
            paragraphs: [
              'Brug af platformen forudsætter registrering. Brugere skal være myndige og give fuldstændige og korrekte oplysninger ved registreringen. Loginoplysninger skal holdes hemmelige.',
              'Forhandlere skal dokumentere deres erhvervsvirksomhed med egnede dokumenter, navnlig et CVR-udskrift eller tilsvarende registerudskrift samt et momsnummer. Forhandlere må først byde, når CamperMarkt24 har kontrolleret og godkendt dem. Der er intet krav på godkendelse.',
            ],
          },
          {
            heading: '3. Annoncer',
            paragraphs: [
              'Det er gratis for sælgere at oprette annoncer. Sælgeren bekræfter at eje køretøjet eller have ret til at sælge det og oplyser om eventuelle rettigheder for tredjemand, for eksempel en igangværende finansiering.',
              'Alle oplysninger om køretøjet skal være fuldstændige og korrekte. Kendte mangler, skader efter uheld og fugtskader skal oplyses. Billederne skal vise det udbudte køretøj i dets aktuelle stand.',
              'Sælgeren fastsætter en prisforventning (mindstepris) og angiver, om køretøjet kan overdrages med det samme eller inden for højst seks uger. Senere afhentning, op til tre måneder efter salget, kan aftales mellem sælger og forhandler.',
            ],
          },
          {
            heading: '4. Gennemgang og godkendelse',
            paragraphs: [
              'CamperMarkt24 gennemgår hver annonce inden offentliggørelse inden for højst 24 timer, også i weekenden, med henblik på fuldstændighed og troværdighed. Gennemgangen er ikke et teknisk syn af køretøjet.',
              'CamperMarkt24 kan kræve supplerende oplysninger og afvise eller fjerne annoncer, der er i strid med disse betingelser eller gældende lovgivning.',
            ],
          },
          {
            heading: '5. Auktion og bud',
            paragraphs: [
              'Godkendte annoncer udbydes på en tidsbegrænset onlineauktion. En auktion varer højst 24 timer og slutter på en hverdag, mandag til fredag, mellem kl. 14.00 og 17.00 (tidszone Berlin). Kun godkendte forhandlere må byde. Sælgerens identitet oplyses først til byderne efter et salg.',
              'Bud er bindende og kan ikke trækkes tilbage. Det gælder også bud, som budagenten afgiver på forhandlerens vegne op til det maksimale bud, forhandleren har angivet.',
              'Når eller overstiger et bud sælgerens prisforventning, vinder højestbydende automatisk ved auktionens afslutning, og købsaftalen mellem sælger og forhandler er indgået. Ligger det højeste bud under prisforventningen, afgør sælgeren, om det skal accepteres.',
              'Efter en auktion uden salg kan forhandlere afgive et efterbud. Et efterbud er bindende for byderen i 48 timer, eller indtil sælgeren afslår det. Accepterer sælgeren efterbuddet inden for denne frist, er købsaftalen indgået.',
            ],
          },
          {
            heading: '6. Køb nu',
            paragraphs: [
              'Er der angivet en køb nu-pris for et køretøj, kan en godkendt forhandler købe køretøjet til denne pris. Købsaftalen er indgået, når købet bekræftes, og auktionen slutter før tid.',
            ],
          },
          {
            heading: '7. Genforhandling',
            paragraphs: [
              'Bliver prisforventningen ikke nået, kan sælgeren og højestbydende genforhandle online via platformen og udveksle modbud. Hvert bud i genforhandlingen er bindende for afgiveren, indtil modparten svarer.',
              'Accepterer den ene part den anden parts bud, er købsaftalen indgået til den aftalte pris. Den aftalte pris anses som hammerslagspris i henhold til disse betingelser.',
            ],
          },
          {
            heading: '8. Provision og betaling',
            paragraphs: [
              'For sælgere er brugen af platformen gratis. For hver indgået købsaftale skylder forhandleren CamperMarkt24 en formidlingsprovision på 1,75 % netto af hammerslagsprisen, mindst 399 euro og højst 3.500 euro netto, i begge tilfælde tillagt lovpligtig moms, i øjeblikket 19 %.',
              `Provisionen skal kun betales, hvis forhandleren vinder auktionen, foretager et køb nu, eller hvis der indgås en købsaftale via et efterbud eller en genforhandling. Den faktureres efter salget og forfalder til betaling inden for ${PAYMENT_TERM_DAYS} dage fra fakturadatoen.`,
              'Forhandleren betaler købesummen direkte til sælgeren, senest ved overdragelsen af køretøjet. Sælgeren er ikke forpligtet til at udlevere køretøj, nøgler og papirer, før betalingen er modtaget fuldt ud.',
            ],
          },
          {
            heading: '9. Ansvar',
            paragraphs: [
              'CamperMarkt24 hæfter ubegrænset ved forsæt og grov uagtsomhed samt ved skade på liv, legeme eller helbred. Ved simpel uagtsomhed hæfter CamperMarkt24 kun ved misligholdelse af væsentlige kontraktlige forpligtelser og begrænset til den forudsigelige skade, der er typisk for aftalen.',
              'Sælgere og forhandlere er alene ansvarlige for, at oplysningerne i annoncerne er korrekte, og for opfyldelsen af købsaftalerne. CamperMarkt24 bestræber sig på, at platformen er tilgængelig uden afbrydelser, men kan ikke garantere det.',
            ],
          },
          {
            heading: '10. Afsluttende bestemmelser',
            paragraphs: [
              'Tysk ret finder anvendelse med undtagelse af FN-konventionen om aftaler om internationale køb (CISG). For forbrugere gælder dette lovvalg kun, i det omfang de ikke derved fratages den beskyttelse, som ufravigelige regler i landet for deres sædvanlige opholdssted giver dem.',
              'Er brugeren erhvervsdrivende, en offentligretlig juridisk person eller en offentligretlig særformue, er værneting Hamburg.',
              'Skulle enkelte bestemmelser i disse betingelser være ugyldige, berører det ikke gyldigheden af de øvrige bestemmelser.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Privatlivspolitik',
      description:
        'Sådan behandler CamperMarkt24 personoplysninger efter GDPR: dataansvarlig, cookies, formål, retsgrundlag, modtagere, opbevaring og dine rettigheder.',
      body: {
        intro:
          'Beskyttelsen af dine oplysninger er vigtig for os. I denne privatlivspolitik forklarer vi i overensstemmelse med databeskyttelsesforordningen (GDPR), hvilke personoplysninger vi behandler, når du bruger CamperMarkt24, og hvilke rettigheder du har.',
        sections: [
          {
            heading: '1. Dataansvarlig',
            paragraphs: [
              'Dataansvarlig er CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Tyskland, repræsenteret ved de administrerende direktører Jonas Albrecht og Miriam Kessler. Telefon: +49 40 123 456 70, e-mail: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Hvilke oplysninger vi behandler',
            paragraphs: ['Afhængigt af hvordan du bruger CamperMarkt24, behandler vi især:'],
            items: [
              'kontooplysninger som navn, adresse, e-mailadresse og telefonnummer',
              'for forhandlere desuden virksomhedsoplysninger, dokumentation for erhvervsvirksomhed og momsnummer',
              'køretøjsoplysninger, billeder og prisforventninger fra annoncer og vurderingsforespørgsler',
              'bud, efterbud, forhandlingsbud og gennemførte køb',
              'tekniske oplysninger som IP-adresse, browsertype, besøgte sider og tidspunkt for besøget',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'Vi bruger cookies, der er nødvendige for, at hjemmesiden fungerer, eller som gør det muligt at knytte en henvisning til den rigtige partner:',
            ],
            items: [
              'cm24-uuid: anonymt besøgs-id til at genkende tilbagevendende besøg; gemmes i ét år',
              'X-Session-Id: sessions-id under dit besøg; slettes, når du lukker browseren',
              'tap_rc: gemmer henvisningskoden, hvis du kommer til os via en partners link; gemmes i 30 dage',
              'i18n_locale: gemmer det sprog, du har valgt',
            ],
          },
          {
            heading: '4. Formål og retsgrundlag',
            paragraphs: [
              'Vi behandler dine oplysninger for at opfylde brugeraftalen, dvs. til registrering, annoncer, auktioner og formidling af købsaftaler (art. 6, stk. 1, litra b, GDPR), for at overholde retlige forpligtelser som bogførings- og skatteretlige opbevaringskrav (art. 6, stk. 1, litra c, GDPR) og på grundlag af vores legitime interesse i en sikker og velfungerende tjeneste, i at forebygge svindel og i at afregne vores henvisningsprogram (art. 6, stk. 1, litra f, GDPR).',
              'Når vi beder om dit samtykke, for eksempel til et nyhedsbrev, er retsgrundlaget art. 6, stk. 1, litra a, GDPR. Du kan til enhver tid trække dit samtykke tilbage med virkning for fremtiden.',
            ],
          },
          {
            heading: '5. Modtagere',
            paragraphs: [
              'Bydere ser køretøjsoplysninger og billeder, men ikke sælgerens identitet. Først efter et salg videregiver vi sælgerens navn og kontaktoplysninger til den købende forhandler og omvendt, så betaling og afhentning kan aftales.',
              'Derudover bruger vi omhyggeligt udvalgte leverandører, for eksempel til hosting, udsendelse af e-mails og bogføring, som udelukkende behandler oplysningerne efter vores instruks. Oplysninger videregives kun til myndigheder, når vi er forpligtet til det ved lov.',
            ],
          },
          {
            heading: '6. Opbevaring',
            paragraphs: [
              'Vi opbevarer personoplysninger, så længe din brugerkonto eksisterer, eller så længe det er nødvendigt for det pågældende formål. Oplysninger, der er omfattet af bogførings- eller skatteretlige opbevaringskrav, gemmer vi i den lovpligtige periode på op til ti år. Cookiernes opbevaringsperiode fremgår af afsnit 3.',
            ],
          },
          {
            heading: '7. Dine rettigheder',
            paragraphs: [
              'Du har ret til indsigt, berigtigelse, sletning og begrænsning af behandlingen, ret til dataportabilitet samt ret til at gøre indsigelse mod behandling, der bygger på legitime interesser.',
              'Du kan også klage til en tilsynsmyndighed, for eksempel Datatilsynet eller den tilsynsmyndighed i Hamburg, der er ansvarlig for os.',
            ],
          },
          {
            heading: '8. Databeskyttelsesrådgiver',
            paragraphs: [
              'Du kan kontakte vores databeskyttelsesrådgiver på datenschutz@campermarkt24.de eller pr. brev til vores adresse, mærket „Databeskyttelsesrådgiver“.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Virksomhedsoplysninger',
      description:
        'Virksomhedsoplysninger for CamperMarkt24 GmbH, Hamburg: udbyder, ledelse, handelsregister, momsnummer, kontaktoplysninger og oplysninger om tvistløsning.',
      body: {
        sections: [
          {
            heading: 'Oplysninger i henhold til § 5 DDG (den tyske lov om digitale tjenester)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Tyskland'],
          },
          {
            heading: 'Repræsenteret ved',
            paragraphs: ['Administrerende direktører: Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Kontakt',
            paragraphs: ['Telefon: +49 40 123 456 70', 'E-mail: service@campermarkt24.de'],
          },
          {
            heading: 'Handelsregister',
            paragraphs: ['Registerdomstol: Amtsgericht Hamburg', 'Registreringsnummer: HRB 178532'],
          },
          {
            heading: 'Momsnummer',
            paragraphs: ['Momsregistreringsnummer i henhold til § 27a i den tyske momslov: DE356812947'],
          },
          {
            heading: 'Ansvarlig for indholdet i henhold til § 18, stk. 2, MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburg, Tyskland'],
          },
          {
            heading: 'Tvistløsning',
            paragraphs: [
              'EU-Kommissionens platform for onlinetvistløsning (ODR-platformen) blev lukket den 20. juli 2025. Har du spørgsmål eller klager, er du velkommen til at kontakte os direkte på service@campermarkt24.de.',
              'Vi er hverken villige til eller forpligtet til at deltage i tvistløsning ved et klagenævn for forbrugere.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'For forhandlere',
      description:
        'Køb gennemgåede brugte autocampere og campingvogne fra hele Europa på auktioner på 24 timer. Gratis registrering og provision kun ved køb.',
      body: {
        intro:
          'På CamperMarkt24 køber over 250 erhvervsforhandlere brugte autocampere og campingvogne direkte fra private og erhvervssælgere. Hver dag kommer nye køretøjer, som vi har gennemgået, på auktion.',
        sections: [
          {
            heading: 'Derfor køber forhandlere hos os',
            paragraphs: [
              'Mange køretøjer på CamperMarkt24 kommer fra private og udbydes ingen andre steder. Hver annonce gennemgås før auktionen og har tydelige billeder og fuldstændige oplysninger. Auktionerne varer højst 24 timer og slutter på hverdage mellem kl. 14 og 17 – forudsigeligt og inden for åbningstiden.',
            ],
            items: [
              'gennemgåede annoncer med fuldstændige oplysninger og tydelige billeder',
              'køretøjer fra hele Europa',
              'korte, forudsigelige auktioner',
              'klare, bindende procedurer helt frem til afhentningen',
            ],
          },
          {
            heading: 'Registrering og godkendelse',
            paragraphs: [
              'Registrer din virksomhed online, og upload dokumentation for din erhvervsvirksomhed, for eksempel et CVR-udskrift, sammen med dit momsnummer. Vi kontrollerer dine oplysninger og godkender din konto. Du får en bekræftelse pr. e-mail og kan byde med det samme.',
            ],
          },
          {
            heading: 'Provision',
            paragraphs: [
              'Registrering og bud er gratis. Først når du køber et køretøj, betaler du en provision på 1,75 % netto af hammerslagsprisen, mindst 399 euro og højst 3.500 euro netto, i begge tilfælde tillagt 19 % moms.',
            ],
          },
          {
            heading: 'Værktøjer til dine indkøb',
            paragraphs: ['Med disse funktioner bevarer du overblikket:'],
            items: [
              'Budagent: angiv et maksimalt bud, så byder agenten automatisk op til din grænse',
              'Gemte søgninger: få besked om nye køretøjer, der matcher dine kriterier',
              'Huskeliste: hold øje med interessante køretøjer, til auktionen slutter',
              'Køb nu: køb køretøjer med en køb nu-pris med det samme uden at vente på auktionen',
              'Efterbud og genforhandling: stadig en chance, efter at auktionen er slut',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Sælg din autocamper',
      description:
        'Sælg din autocamper eller campingvogn gratis: opret en annonce, gennemgang inden for 24 timer, forhandlerauktion på 24 timer, og forhandleren henter og betaler.',
      body: {
        intro:
          'Med CamperMarkt24 sælger du din autocamper, campingvogn eller trailer til godkendte forhandlere – gratis, hurtigt og uden fremvisninger for private.',
        sections: [
          {
            heading: 'Sådan foregår salget',
            paragraphs: ['I fire trin til en handel:'],
            items: [
              'Du opretter gratis en annonce med køretøjsoplysninger, billeder og din prisforventning.',
              'Vi gennemgår din annonce inden for højst 24 timer, også i weekenden.',
              'Over 250 forhandlere byder på en onlineauktion på højst 24 timer.',
              'Når et bud din prisforventning, er køretøjet solgt; ellers bestemmer du, om du vil acceptere det højeste bud.',
            ],
          },
          {
            heading: 'Det skal du bruge',
            paragraphs: [
              'Til annoncen skal du bruge registreringsattesten og aktuelle billeder. Vi anbefaler mindst fem udvendige og fem indvendige billeder. Servicebog, fakturaer og rapporter, for eksempel fra gaseftersyn eller fugtmåling, øger forhandlernes tillid – og ofte også deres bud.',
            ],
          },
          {
            heading: 'Prisforventning og genforhandling',
            paragraphs: [
              'Du bestemmer, hvilken pris du mindst vil have. Når et bud dette beløb, vinder højestbydende automatisk. Ligger det højeste bud under, kan du acceptere det, genforhandle online eller sige nej. Efterbud efter auktionens afslutning er også mulige. Vores gratis hurtige vurdering giver dig et realistisk billede af, hvad du kan forvente.',
            ],
          },
          {
            heading: 'Afhentning og betaling',
            paragraphs: [
              'Efter salget får forhandleren dine kontaktoplysninger og aftaler betaling og afhentning med dig. Overdragelsen sker med det samme eller inden for højst seks uger; efter aftale også senere, op til tre måneder efter salget. Forhandleren betaler købesummen direkte til dig, senest ved afhentningen. Udlever først køretøj og papirer, når pengene står på din konto.',
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
      role: 'Redaktionschef',
      bio: 'Lena Hoffmann står i spidsen for redaktionen på CamperMarkt24. Hun har i mange år rejst rundt i Europa i sin egen campervan og skriver om alt det, sælgere bør vide før, under og efter auktionen.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Leder af forhandlerrelationer',
      bio: 'Pieter de Vries tager sig af forhandlerne på CamperMarkt24. Før han kom til os, arbejdede han i mange år i campingvognsbranchen i Holland og kender indkøb af køretøjer indefra.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Ekspert i køretøjsvurdering',
      bio: 'Marek Novák er uddannet mekaniker og har ansvaret for den gratis hurtige vurdering hos CamperMarkt24. Han ved præcis, hvad forhandlerne kigger efter hos autocampere og campingvogne.',
    },
  ],
  articles: [
    {
      slug: 'saelg-autocamper-tjekliste',
      authorSlug: 'lena-hoffmann',
      title: 'Sælg din autocamper: tjeklisten til et gnidningsfrit salg',
      excerpt:
        'Fra papirer til overdragelse: med denne tjekliste forbereder du salget af din autocamper grundigt og undgår ubehagelige overraskelser.',
      body: [
        'Man sælger ikke en autocamper hver dag, og derfor er god forberedelse ekstra vigtig. Har du styr på papirerne, beskriver du køretøjet ærligt og har en realistisk prisforventning, sælger du hurtigere og som regel også til en bedre pris.',
        'Begynd med dokumenterne. Du skal bruge registreringsattesten. Saml desuden servicebog, værkstedsfakturaer, den seneste synsrapport og eventuelle attester for gaseftersyn og fugtmåling. En komplet servicehistorik er et af de stærkeste argumenter over for forhandlerne.',
        'Gør køretøjet grundigt rent både indvendigt og udvendigt. Tøm frisk- og spildevandstanken, tøm toiletkassetten, og fjern dine personlige ejendele. Små fejl som en sprunget pære eller en låge, der binder, kan ofte udbedres med en lille indsats og giver et langt bedre indtryk.',
        'Beskriv din autocamper fuldstændigt og ærligt. Nævn udstyr som markise, solceller, cykelholder eller parabol, men også kendte mangler, skader eller fugtpletter. Forhandlerne byder mere trygt – og højere – når de ikke skal frygte skjulte overraskelser. Gode billeder hører også med: mindst fem udvendige og fem indvendige.',
        'Fastsæt en realistisk prisforventning. Den gratis hurtige vurdering fra CamperMarkt24 giver dig et prisinterval pr. e-mail inden for 24 timer. Bliver din prisforventning nået på auktionen, er køretøjet automatisk solgt – så sæt den ikke lavere end den pris, du faktisk vil have.',
        'Planlæg til sidst overdragelsen. Beslut, om du vil overdrage køretøjet med det samme eller om nogle uger, og hav alle nøgler, manualer og tilbehør klar. Aftal med forhandleren, hvordan ejerskiftet registreres, og opsig først forsikringen, når det er sket. Udlever først køretøj og papirer, når købesummen står på din konto.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'fotografer-autocamper-tips',
      authorSlug: 'lena-hoffmann',
      title: 'Sådan fotograferer du din autocamper: 5 udvendige og 5 indvendige billeder',
      excerpt:
        'Gode billeder er annoncens udstillingsvindue. Vi viser, hvilke ti billeder forhandlerne gerne vil se, og hvordan de lykkes, også med mobilen.',
      body: [
        'Forhandlerne på CamperMarkt24 byder uden at have set køretøjet i virkeligheden. Derfor er billederne den vigtigste del af din annonce: jo tydeligere og mere fuldstændigt de viser din autocamper, desto sikrere kan forhandlerne regne – og desto højere bliver buddene ofte. Vi anbefaler mindst fem udvendige og fem indvendige billeder.',
        'Skab gode betingelser. Fotografer i dagslys, helst på en let overskyet dag, så der ikke opstår hårde skygger. Stil køretøjet et roligt og ryddeligt sted uden andre biler i baggrunden. Et rent køretøj og en ren kameralinse gør en overraskende stor forskel.',
        'De fem udvendige billeder: fotografer køretøjet skråt forfra fra venstre og skråt bagfra fra højre, så henholdsvis fronten eller bagenden og en side er synlig. Tilføj en hel sidevisning fra venstre og fra højre samt et billede af taget eller, hvis det ikke kan lade sig gøre, af bagagerummet bagi og påbygninger som markise og cykelholder.',
        'De fem indvendige billeder: vis førerhuset med instrumentbrættet tændt, så kilometerstanden kan aflæses, siddegruppen, køkkenet, badeværelset og sovepladsen. Træk gardiner og rullegardiner fra, tænd lyset, og fotografer fra et hjørne, så så meget af rummet som muligt er med.',
        'Skjul ikke fejl. Et ekstra billede af en ridse, en bule eller en fugtplet virker ærligt og skaber tillid. Forhandlerne regner alligevel med brugsspor; det, der skræmmer dem, er overraskelser ved afhentningen.',
        'Til sidst et par ekstra billeder, der kan betale sig: typeskiltet, dækkene med synligt mønster, opbygningens dør og teknikken som varmeanlæg, køleskab og fritidsbatteri. Tjek inden upload, at alle billeder er skarpe og vender rigtigt – så står intet i vejen for en vellykket auktion.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'hvad-bestemmer-campingvognens-vaerdi',
      authorSlug: 'marek-novak',
      title: 'Hvad bestemmer værdien af en campingvogn?',
      excerpt:
        'Alder, indretning, fugt og vedligeholdelse: det er de faktorer, der afgør, hvad forhandlerne byder for din brugte campingvogn.',
      body: [
        'To campingvogne fra samme årgang kan have vidt forskellig værdi. Forhandlerne ser ikke kun på mærke og alder, men først og fremmest på, hvor let køretøjet kan sælges igen. Kender du de vigtigste faktorer, kan du langt bedre vurdere din prisforventning.',
        'Den enkeltfaktor, der betyder mest, er, at opbygningen er tæt. Fugt i vægge, gulv eller tag er den hyppigste og dyreste skade på campingvogne. En nylig fugtmålingsrapport fra et fagværksted fjerner usikkerheden for forhandlerne og kan tydeligt ses på buddene.',
        'Også indretning og vægt spiller en stor rolle. Praktiske indretninger som enkeltsenge, køjesenge til familier eller et separat badeværelse er efterspurgte. Totalvægten har også betydning: campingvogne, der kan trækkes af almindelige trækbiler, tiltrækker flere interesserede.',
        'Udstyr kan øge værdien, hvis det er efterspurgt og fungerer. En mover, et fortelt eller en markise i god stand, solceller eller et moderne varmeanlæg er populære hos forhandlerne. Ekstraudstyr, der ikke virker, trækker derimod snarere værdien ned.',
        'Undervurder ikke vedligeholdelseshistorikken. Regelmæssig service, fakturaer og et nyligt gaseftersyn viser, at campingvognen har været i gode hænder. Også dækkene tæller: campingvognsdæk ældes ofte hurtigere, end de slides, så forhandlerne tjekker produktionsdatoen.',
        'Endelig afhænger prisen også af markedet. Op til sæsonen i foråret er efterspørgslen som regel større end sidst på efteråret. Vil du vide, hvor din campingvogn står lige nu, kan du bruge vores gratis hurtige vurdering: du får et prisinterval pr. e-mail inden for 24 timer.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'saadan-fungerer-forhandlerauktionen',
      authorSlug: 'pieter-de-vries',
      title: 'Sådan fungerer forhandlerauktionen – og derfor hjælper budagenten',
      excerpt:
        'Kort løbetid, faste sluttidspunkter og bindende bud: et kig bag kulisserne på CamperMarkt24s auktion og på budagenten, der sparer forhandlerne tid.',
      body: [
        'På CamperMarkt24 kan kun godkendte erhvervsforhandlere byde. Over 250 forhandlere med omkring 300 bydere er registreret, og hver eneste af dem har skullet dokumentere sin erhvervsvirksomhed, før de måtte afgive deres første bud. For sælgerne betyder det, at hvert bud kommer fra en seriøs køber.',
        'Før et køretøj kommer på auktion, gennemgår vores team annoncen inden for højst 24 timer. Selve auktionen varer derefter højst 24 timer og slutter altid på en hverdag mellem kl. 14 og 17. De faste sluttidspunkter er valgt med vilje: forhandlerne kan planlægge deres indkøb og er som regel til at træffe, når auktionen slutter.',
        'Buddene er bindende. Når et bud sælgerens prisforventning, vinder højestbydende automatisk. Er det højeste bud lavere, afgør sælgeren, om det skal accepteres, om prisen skal genforhandles online, eller om svaret er nej. Efter auktionen kan forhandlerne desuden afgive et efterbud, der er bindende i 48 timer, eller indtil sælgeren afslår det.',
        'Her kommer budagenten ind i billedet. I stedet for at sidde foran skærmen, når auktionen nærmer sig sin afslutning, angiver forhandleren sit maksimale bud. Agenten byder så automatisk med i små trin, så snart en anden forhandler byder over – men aldrig over den angivne grænse.',
        'Det gavner begge parter. Forhandlerne går ikke glip af en auktion, bare fordi de er optaget af en kunde, og de betaler ikke mere end nødvendigt, fordi agenten kun går så højt, som det konkurrerende bud kræver. Sælgerne får gavn af, at flere forhandlere kan byde samtidig, hvilket øger konkurrencen om deres køretøj.',
        'For forhandlere, der vil slå hurtigt til, findes der desuden køb nu til en fast pris, hvis en sådan er angivet. Med gemte søgninger og huskelisten holder de øje med nye køretøjer, der passer til deres lager. Og provisionen opkræves kun, når der faktisk bliver købt.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
