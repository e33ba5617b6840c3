/** Seeded editorial content in Dutch. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Camper en caravan verkopen',
      description:
        'Verkoop uw camper of caravan gratis aan meer dan 250 gecontroleerde dealers. Controle binnen 24 uur, veiling van 24 uur en de dealer haalt het voertuig op.',
      body: {
        hero: {
          title: 'Verkoop uw camper gratis aan 250+ dealers – in een veiling van maximaal 24 uur',
          subtitle:
            'Advertentie plaatsen, prijsverwachting opgeven en dealers laten bieden: bij CamperMarkt24 verkoopt u campers en caravans snel, veilig en zonder kosten.',
          cta: 'Nu gratis verkopen',
          secondaryCta: 'Gratis taxatie aanvragen',
        },
        advantages: [
          {
            title: '100% gratis voor verkopers',
            text: 'U betaalt niets voor de advertentie en niets bij de verkoop. De commissie wordt uitsluitend betaald door de dealer die uw voertuig koopt.',
          },
          {
            title: 'Meer dan 250 gecontroleerde dealers',
            text: 'Alleen goedgekeurde professionele dealers kunnen bieden. Zo bereikt u echte kopers uit heel Europa in plaats van koopjesjagers.',
          },
          {
            title: 'U houdt de regie',
            text: 'U bepaalt uw prijsverwachting. Wordt die niet gehaald, dan beslist u zelf of u accepteert, opnieuw onderhandelt of afwijst.',
          },
          {
            title: 'Snel en zonder gedoe',
            text: 'Controle binnen 24 uur, een veiling van maximaal 24 uur en ophalen door de dealer – zonder proefritten met onbekenden.',
          },
        ],
        steps: [
          {
            title: 'Gratis adverteren',
            text: 'Vul de gegevens van uw voertuig in, upload foto’s en geef uw prijsverwachting op. Dat is in een paar minuten gedaan.',
          },
          {
            title: 'Wij controleren binnen 24 uur',
            text: 'Ons team controleert elke advertentie binnen maximaal 24 uur, ook in het weekend, en neemt contact op als er iets ontbreekt.',
          },
          {
            title: 'Dealers bieden 24 uur lang',
            text: 'Uw voertuig gaat in een online veiling van maximaal 24 uur. Die eindigt altijd op een werkdag tussen 14.00 en 17.00 uur.',
          },
          {
            title: 'U beslist, de dealer haalt op',
            text: 'Haalt een bod uw prijsverwachting, dan wint de hoogste bieder automatisch. Anders beslist u zelf. De dealer betaalt en haalt het voertuig op.',
          },
        ],
        reviews: [
          {
            name: 'Henk J.',
            city: 'Zwolle',
            rating: 5,
            text: 'Onze alkoofcamper was binnen een dag verkocht en de dealer haalde hem twee weken later keurig op tijd op. Makkelijker kan het niet.',
          },
          {
            name: 'Marieke V.',
            city: 'Utrecht',
            rating: 5,
            text: 'Ik was bang dat ik te weinig zou krijgen. Het hoogste bod lag uiteindelijk duidelijk boven wat de dealer bij mij in de buurt had geboden.',
          },
          {
            name: 'Bart D.',
            city: 'Gent',
            rating: 4,
            text: 'Mijn prijsverwachting werd net niet gehaald, maar via de heronderhandeling kwamen we er de volgende dag toch uit. Prettig telefonisch contact.',
          },
          {
            name: 'Els P.',
            city: 'Eindhoven',
            rating: 5,
            text: 'We hebben onze caravan verkocht zonder één bezichtiging met particulieren. De fototips waren echt goud waard.',
          },
          {
            name: 'Kees B.',
            city: 'Groningen',
            rating: 4,
            text: 'Zaterdag gecontroleerd, dinsdag geveild en twee weken later opgehaald. Ik zou zo weer via CamperMarkt24 verkopen.',
          },
        ],
        stats: [
          { value: '250+', label: 'dealers' },
          { value: '5.000', label: 'verkochte voertuigen' },
          { value: '3.000', label: 'veilingen' },
          { value: '130+', label: 'beoordelingen' },
        ],
        faq: [
          {
            question: 'Wat kost verkopen via CamperMarkt24?',
            answer:
              'Niets. Advertentie, controle, veiling en verkoop zijn gratis voor zowel particuliere als zakelijke verkopers. De commissie wordt alleen betaald door de dealer die uw voertuig koopt.',
          },
          {
            question: 'Hoe snel kan ik mijn camper verkopen?',
            answer:
              'Wij controleren uw advertentie binnen maximaal 24 uur, ook in het weekend. De veiling daarna duurt maximaal 24 uur en eindigt op een werkdag tussen 14.00 en 17.00 uur. In het beste geval is uw voertuig dus binnen twee dagen verkocht.',
          },
          {
            question: 'Wie biedt er op mijn voertuig?',
            answer:
              'Uitsluitend gecontroleerde professionele dealers. Op CamperMarkt24 zijn meer dan 250 dealers met zo’n 300 bieders geregistreerd, die voortdurend op zoek zijn naar gebruikte campers en caravans.',
          },
          {
            question: 'Wat gebeurt er als mijn prijsverwachting niet wordt gehaald?',
            answer:
              'Dan komt de verkoop niet automatisch tot stand. U kunt het hoogste bod accepteren, online opnieuw onderhandelen of afwijzen. Dealers kunnen na afloop van de veiling bovendien nog een nabod uitbrengen.',
          },
          {
            question: 'Wanneer wordt mijn voertuig opgehaald?',
            answer:
              'U geeft aan of u het voertuig direct of binnen maximaal zes weken wilt overdragen. In overleg is ook later ophalen mogelijk, tot drie maanden na de verkoop.',
          },
          {
            question: 'Zien dealers mijn contactgegevens?',
            answer:
              'Nee. Uw identiteit blijft voor bieders verborgen totdat er een verkoop tot stand is gekomen. Pas dan krijgt de kopende dealer uw contactgegevens om betaling en ophalen met u af te stemmen.',
          },
        ],
      },
    },
    about: {
      title: 'Over ons',
      description:
        'CamperMarkt24 brengt verkopers van gebruikte campers en caravans in contact met meer dan 250 gecontroleerde dealers. Maak kennis met ons idee en ons team.',
      body: {
        intro:
          'CamperMarkt24 is de online marktplaats waar particuliere en zakelijke verkopers gebruikte campers en caravans veilen aan gecontroleerde dealers. Ons doel: een eerlijke prijs, een snelle verkoop en zo weinig mogelijk moeite voor iedereen.',
        sections: [
          {
            heading: 'Ons idee',
            paragraphs: [
              'Wie ooit een camper particulier heeft verkocht, kent het: eindeloze reacties, proefritten met onbekenden, onderhandelen aan de telefoon en tot slot de onzekerheid of het geld wel echt binnenkomt. Dealers zoeken op hun beurt voortdurend naar goed onderhouden gebruikte voertuigen, maar vinden die maar moeilijk.',
              'CamperMarkt24 brengt beide kanten samen – transparant, online en binnen een duidelijk afgebakende tijd. Verkopers adverteren gratis, dealers bieden in een online veiling en het resultaat is een bindende verkoop.',
            ],
          },
          {
            heading: 'Zo werken wij',
            paragraphs: [
              'Ons team controleert elke advertentie binnen 24 uur, ook in het weekend. We letten op volledige gegevens, duidelijke foto’s en een realistische prijsverwachting. Pas daarna gaat het voertuig de veiling in, waarin alleen goedgekeurde dealers kunnen bieden.',
              'Onze klantenservice is van maandag tot en met vrijdag van 9.00 tot 17.00 uur telefonisch bereikbaar en begeleidt verkopers en dealers van de eerste foto tot het ophalen.',
            ],
          },
          {
            heading: 'Cijfers die voor zich spreken',
            paragraphs: ['Sinds de start van CamperMarkt24 is ons netwerk gestaag gegroeid:'],
            items: [
              'meer dan 250 gecontroleerde dealers',
              'zo’n 300 actieve bieders',
              'meer dan 5.000 verkochte voertuigen',
              'meer dan 3.000 gehouden veilingen',
              'meer dan 130 klantbeoordelingen',
            ],
          },
          {
            heading: 'Thuis in heel Europa',
            paragraphs: [
              'Wij zijn gevestigd in Hamburg en ons platform spreekt acht talen: Duits, Engels, Nederlands, Zweeds, Deens, Pools, Spaans en Tsjechisch. Zo bereiken verkopers dealers ver buiten hun eigen regio, en vinden dealers voertuigen die ze anders nooit te zien zouden krijgen.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Contact',
      description:
        'Zo bereikt u CamperMarkt24: telefonisch van maandag tot en met vrijdag van 9.00 tot 17.00 uur of per e-mail. Wij reageren binnen één werkdag op uw vraag.',
      body: {
        intro:
          'Heeft u een vraag over uw advertentie, een veiling of de registratie als dealer? Onze klantenservice helpt u graag verder.',
        sections: [
          {
            heading: 'Zo bereikt u ons',
            paragraphs: ['Telefonisch zijn wij bereikbaar van maandag tot en met vrijdag van 9.00 tot 17.00 uur.'],
            items: [
              'Telefoon: +49 40 123 456 70',
              'E-mail: service@campermarkt24.de',
              'Adres: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Duitsland',
            ],
          },
          {
            heading: 'Antwoord binnen één werkdag',
            paragraphs: [
              'Vragen per e-mail beantwoorden wij binnen één werkdag. Gaat het om een bepaald voertuig, vermeld dan het advertentienummer, zodat wij u sneller kunnen helpen.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Veelgestelde vragen',
      description:
        'Antwoorden op veelgestelde vragen over verkopen, veilingen, registratie als dealer en de gratis taxatie van campers en caravans bij CamperMarkt24.',
      body: {
        groups: [
          {
            title: 'Verkopen',
            items: [
              {
                question: 'Wie kan er via CamperMarkt24 verkopen?',
                answer:
                  'Particuliere en zakelijke verkopers. U kunt gebruikte campers, caravans en aanhangers aanbieden, mits u eigenaar bent van het voertuig of het mag verkopen.',
              },
              {
                question: 'Wat kost de verkoop mij?',
                answer:
                  'Niets. Advertentie, controle, veiling, heronderhandeling en verkoop zijn gratis voor verkopers. De commissie wordt uitsluitend betaald door de dealer die het voertuig koopt.',
              },
              {
                question: 'Welke documenten en foto’s heb ik nodig?',
                answer:
                  'Houd het kentekenbewijs bij de hand (in Nederland de kentekencard met tenaamstellingscode), en bij voorkeur ook het onderhoudsboekje, facturen en keuringsrapporten. Wij adviseren minimaal vijf foto’s van de buitenkant en vijf van het interieur.',
              },
              {
                question: 'Hoe lang duurt de controle van mijn advertentie?',
                answer:
                  'Maximaal 24 uur, ook in het weekend. Ontbreken er gegevens of foto’s, dan nemen wij contact met u op zodat uw advertentie snel de veiling in kan.',
              },
              {
                question: 'Ben ik verplicht om te verkopen?',
                answer:
                  'Haalt een bod uw prijsverwachting, dan wint de hoogste bieder automatisch en is de verkoop bindend. Ligt het hoogste bod daaronder, dan bent u vrij om te accepteren, opnieuw te onderhandelen of af te wijzen.',
              },
            ],
          },
          {
            title: 'Veiling en bieden',
            items: [
              {
                question: 'Hoe lang duurt een veiling?',
                answer:
                  'Een veiling duurt maximaal 24 uur en eindigt altijd op een werkdag, van maandag tot en met vrijdag, tussen 14.00 en 17.00 uur. Zo kunnen dealers tijdens gewone kantooruren meebieden.',
              },
              {
                question: 'Wat is de biedagent?',
                answer:
                  'Dealers kunnen een maximumbod instellen. De biedagent biedt dan automatisch in kleine stappen mee tot dat maximum is bereikt. Zo mist geen enkele dealer een veiling omdat hij even niet achter het scherm zit.',
              },
              {
                question: 'Wat betekent direct kopen?',
                answer:
                  'Is er voor een voertuig een direct-kopenprijs vastgesteld, dan kan een dealer het meteen tegen die prijs kopen. De veiling eindigt dan en de koop is bindend.',
              },
              {
                question: 'Wat is een nabod?',
                answer:
                  'Eindigt een veiling zonder verkoop, dan kunnen dealers nog een nabod uitbrengen. Een nabod is 48 uur bindend voor de bieder, of totdat de verkoper het afwijst.',
              },
              {
                question: 'Hoe werkt de heronderhandeling?',
                answer:
                  'Wordt de prijsverwachting niet gehaald, dan kunnen verkoper en hoogste bieder online over de prijs onderhandelen en tegenbiedingen uitwisselen. Worden ze het eens, dan is de verkoop bindend. De identiteit van de verkoper blijft daarbij verborgen.',
              },
            ],
          },
          {
            title: 'Dealers',
            items: [
              {
                question: 'Wie kan als dealer meebieden?',
                answer:
                  'Professionele voertuighandelaren die een bewijs van hun bedrijfsvoering hebben aangeleverd en door ons zijn gecontroleerd en goedgekeurd. Particulieren kunnen niet meebieden.',
              },
              {
                question: 'Wat kost deelname voor dealers?',
                answer:
                  'Registreren en bieden zijn gratis. Alleen bij aankoop betaalt u een commissie van 1,75% netto over de hamerprijs, minimaal € 399 en maximaal € 3.500 netto, telkens vermeerderd met 19% btw.',
              },
              {
                question: 'Wanneer moet de commissie worden betaald?',
                answer:
                  `Na de aankoop ontvangt u een factuur per e-mail. Die moet binnen ${PAYMENT_TERM_DAYS} dagen na de factuurdatum worden betaald.`,
              },
              {
                question: 'Hoe betaal ik het voertuig?',
                answer:
                  'De koopprijs betaalt u rechtstreeks aan de verkoper, uiterlijk bij het ophalen. Na de verkoop ontvangt u de contactgegevens van de verkoper om betaling en overdracht af te stemmen.',
              },
              {
                question: 'Hoe vind ik geschikte voertuigen?',
                answer:
                  'Sla zoekopdrachten met uw criteria op, dan informeren wij u over nieuwe passende voertuigen. Interessante voertuigen zet u op uw volglijst, zodat u ze tot het einde van de veiling in de gaten houdt.',
              },
            ],
          },
          {
            title: 'Taxatie',
            items: [
              {
                question: 'Wat is de gratis snelle taxatie?',
                answer:
                  'U geeft ons de belangrijkste gegevens van uw camper of caravan door en ontvangt binnen 24 uur een prijsindicatie per e-mail. De taxatie is gratis en vrijblijvend.',
              },
              {
                question: 'Welke gegevens heeft u nodig voor de taxatie?',
                answer:
                  'Merk, model, datum eerste toelating, kilometerstand of bouwjaar, uitrusting en staat. Met foto’s kunnen wij de prijsindicatie nauwkeuriger bepalen.',
              },
              {
                question: 'Is de taxatie een bindend bod?',
                answer:
                  'Nee. De prijsindicatie is een houvast bij het bepalen van uw prijsverwachting. De werkelijke prijs wordt bepaald door de biedingen van dealers in de veiling.',
              },
              {
                question: 'Moet ik na de taxatie verkopen?',
                answer:
                  'Nee. U beslist in alle rust of en wanneer u uw voertuig wilt aanbieden. Er zijn geen kosten of verplichtingen aan verbonden.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Werken bij',
      description:
        'Werken bij CamperMarkt24: bouw mee aan de Europese online handel in gebruikte campers en caravans, vanuit Hamburg of op afstand vanuit de EU.',
      body: {
        sections: [
          {
            heading: 'Werken bij CamperMarkt24',
            paragraphs: [
              'Wij zijn een compact team in Hamburg met collega’s verspreid over heel Europa. Softwareontwikkeling, voertuigkennis en klantenservice werken nauw samen – met korte lijnen en veel verantwoordelijkheid voor iedereen.',
              'Veel van ons trekken zelf met een camper of caravan door Europa. Dat enthousiasme zie je terug in ons werk: we willen dat het verkopen van een kampeervoertuig net zo ontspannen is als ermee op reis gaan.',
            ],
          },
          {
            heading: 'Wat wij bieden',
            paragraphs: ['Zodat u zich bij ons thuis voelt, bieden wij onder meer:'],
            items: [
              'flexibele werktijden en de mogelijkheid om thuis te werken',
              'een kantoor in de HafenCity van Hamburg',
              'een jaarlijks opleidingsbudget',
              'een bedrijfscamper die medewerkers voor hun vakantie kunnen lenen',
              'een internationaal team en een platte organisatie',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Fulltime',
            text: 'U ontwikkelt ons veilingplatform verder, van de biedagent tot de omgeving voor verkopers. U heeft meerdere jaren ervaring met TypeScript, React en server-side applicaties en neemt graag eigenaarschap voor uw features.',
          },
          {
            title: 'Accountmanager dealers',
            location: 'Hamburg',
            type: 'Fulltime',
            text: 'U bent het eerste aanspreekpunt voor onze dealers, begeleidt nieuwe partners bij de registratie en helpt bij vragen over veilingen en aankopen. Ervaring in de voertuighandel is een pré, net als een extra Europese taal.',
          },
          {
            title: 'Kwaliteitscontroleur advertenties',
            location: 'Hamburg',
            type: 'Parttime',
            text: 'U controleert nieuwe advertenties op volledigheid en aannemelijkheid en zorgt ervoor dat elk voertuig binnen 24 uur de veiling in kan. De functie omvat ook weekenddiensten volgens rooster.',
          },
        ],
      },
    },
    pricing: {
      title: 'Prijzen en commissie',
      description:
        'Gratis voor verkopers, een eerlijke succescommissie voor dealers: 1,75% netto over de hamerprijs, minimaal € 399 en maximaal € 3.500, exclusief btw.',
      body: {
        intro:
          'Bij CamperMarkt24 betaalt alleen wie koopt. Voor verkopers is de volledige service gratis; dealers betalen uitsluitend een commissie als ze een voertuig kopen.',
        sections: [
          {
            heading: 'Gratis voor verkopers',
            paragraphs: [
              'Advertentie, controle, veiling, heronderhandeling en snelle taxatie zijn gratis voor particuliere en zakelijke verkopers. Er zijn geen plaatsingskosten, geen abonnementen en geen verborgen kosten – ook niet als uw voertuig wordt verkocht.',
            ],
          },
          {
            heading: 'Commissie voor dealers',
            paragraphs: [
              'Dealers betalen een bemiddelingscommissie van 1,75% netto over de hamerprijs. De commissie bedraagt minimaal € 399 netto en maximaal € 3.500 netto, telkens vermeerderd met 19% btw.',
              'De hamerprijs is de prijs waarvoor het voertuig wordt verkocht – of dat nu via een bod in de veiling gebeurt, via direct kopen, via een geaccepteerd nabod of via een akkoord in de heronderhandeling.',
            ],
          },
          {
            heading: 'Alleen bij succes',
            paragraphs: [
              'Registratie, bieden, opgeslagen zoekopdrachten en de volglijst zijn gratis voor dealers. De commissie is alleen verschuldigd als u het voertuig wint en de koop tot stand komt. Biedt u mee zonder te winnen, dan betaalt u niets.',
            ],
          },
          {
            heading: 'Betalingstermijn',
            paragraphs: [
              `Na de aankoop factureren wij de commissie per e-mail. Het factuurbedrag moet binnen ${PAYMENT_TERM_DAYS} dagen na de factuurdatum worden voldaan. De koopprijs van het voertuig betaalt de dealer rechtstreeks aan de verkoper.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Partner worden',
      description:
        'Word partner van CamperMarkt24: als dealer, als voertuigportaal of vlootbeheerder met een koppeling, of als affiliate via ons doorverwijsprogramma.',
      body: {
        intro:
          'CamperMarkt24 groeit samen met zijn partners. Of u nu voertuigen wilt inkopen, voertuigen wilt verkopen of verkopers naar ons wilt doorverwijzen – wij vinden samen de juiste vorm van samenwerking.',
        sections: [
          {
            heading: 'Voor dealers',
            paragraphs: [
              'Als geregistreerde dealer biedt u op gecontroleerde campers en caravans van particuliere en zakelijke verkopers uit heel Europa. Registratie is gratis; alleen als u een voertuig koopt, betaalt u commissie.',
            ],
          },
          {
            heading: 'Voor voertuigportalen en vlootsystemen',
            paragraphs: [
              'Beheert u een voertuigportaal, een verhuurvloot of een vlootbeheersysteem? Via onze koppeling draagt u voertuigen rechtstreeks over aan CamperMarkt24 en ontvangt u de veilingresultaten automatisch terug. Zo verkoopt u afgeschreven voertuigen zonder extra werk.',
              'Neem contact met ons op, dan stemmen wij de technische koppeling samen met u af.',
            ],
          },
          {
            heading: 'Voor affiliates: het doorverwijsprogramma',
            paragraphs: [
              'Kampeerblogs, forums, werkplaatsen en campingeigenaren kunnen verkopers via een persoonlijke doorverwijslink naar CamperMarkt24 sturen. Voor elke succesvolle verkoop die u aanbrengt, ontvangt u een vergoeding.',
              'Een bezoek via uw link wordt 30 dagen lang aan uw partneraccount toegekend. De voorwaarden van het programma sturen wij u op verzoek graag toe.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Algemene voorwaarden',
      description:
        'De algemene voorwaarden van CamperMarkt24 voor verkopers en dealers: advertenties, controle, veiling, biedingen, direct kopen, commissie en aansprakelijkheid.',
      body: {
        intro:
          'Deze algemene voorwaarden regelen het gebruik van de online marktplaats CamperMarkt24 door verkopers en dealers. Exploitant is CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Duitsland. Bij verschillen tussen taalversies is de Duitse tekst doorslaggevend.',
        sections: [
          {
            heading: 'Artikel 1 – Toepassingsgebied',
            paragraphs: [
              'Deze voorwaarden zijn van toepassing op alle overeenkomsten tussen CamperMarkt24 GmbH (hierna „CamperMarkt24”) en de gebruikers van het platform. Gebruikers zijn verkopers die gebruikte campers, caravans of aanhangers aanbieden en professionele dealers die op deze voertuigen bieden.',
              'CamperMarkt24 stelt het platform beschikbaar en bemiddelt bij koopovereenkomsten. Koopovereenkomsten over voertuigen komen uitsluitend tot stand tussen verkoper en dealer; CamperMarkt24 wordt geen partij.',
              'Afwijkende voorwaarden van gebruikers gelden alleen als CamperMarkt24 daar uitdrukkelijk schriftelijk mee heeft ingestemd.',
            ],
          },
          {
            heading: 'Artikel 2 – Registratie en gebruikersaccount',
            paragraphs: [
              'Voor het gebruik van het platform is registratie vereist. Gebruikers moeten meerderjarig zijn en bij de registratie volledige en juiste gegevens verstrekken. Inloggegevens moeten geheim worden gehouden.',
              'Dealers moeten hun bedrijfsmatige activiteit aantonen met geschikte documenten, in het bijzonder een uittreksel uit het handelsregister en een btw-identificatienummer. Dealers mogen pas bieden nadat CamperMarkt24 hen heeft gecontroleerd en goedgekeurd. Er bestaat geen recht op goedkeuring.',
            ],
          },
          {
            heading: 'Artikel 3 – Advertenties',
            paragraphs: [
              'Het plaatsen van advertenties is gratis voor verkopers. De verkoper verklaart eigenaar van het voertuig te zijn of tot verkoop bevoegd te zijn, en meldt eventuele rechten van derden, zoals een lopende financiering.',
              'Alle gegevens over het voertuig moeten volledig en juist zijn. Bekende gebreken, schade door ongevallen en vochtschade moeten worden vermeld. De foto’s moeten het aangeboden voertuig in zijn huidige staat tonen.',
              'De verkoper stelt een prijsverwachting (minimumprijs) vast en geeft aan of het voertuig direct of binnen maximaal zes weken kan worden overgedragen. Ophalen op een later moment, tot drie maanden na de verkoop, kan tussen verkoper en dealer worden overeengekomen.',
            ],
          },
          {
            heading: 'Artikel 4 – Controle en vrijgave',
            paragraphs: [
              'CamperMarkt24 controleert elke advertentie vóór publicatie binnen maximaal 24 uur, ook in het weekend, op volledigheid en aannemelijkheid. De controle is geen technische keuring van het voertuig.',
              'CamperMarkt24 kan om aanvullende gegevens vragen en advertenties weigeren of verwijderen die in strijd zijn met deze voorwaarden of met de wet.',
            ],
          },
          {
            heading: 'Artikel 5 – Veiling en biedingen',
            paragraphs: [
              'Vrijgegeven advertenties worden aangeboden in een online veiling met een vaste looptijd. Een veiling duurt maximaal 24 uur en eindigt op een werkdag van maandag tot en met vrijdag tussen 14.00 en 17.00 uur (tijdzone Berlijn). Alleen goedgekeurde dealers mogen bieden. De identiteit van de verkoper wordt pas na een verkoop aan bieders bekendgemaakt.',
              'Biedingen zijn bindend en kunnen niet worden ingetrokken. Dit geldt ook voor biedingen die de biedagent namens de dealer uitbrengt tot het door hem ingestelde maximumbod.',
              'Bereikt of overschrijdt een bod de prijsverwachting van de verkoper, dan wint de hoogste bieder bij het einde van de veiling automatisch en komt de koopovereenkomst tussen verkoper en dealer tot stand. Blijft het hoogste bod onder de prijsverwachting, dan beslist de verkoper of hij het accepteert.',
              'Na een veiling zonder verkoop kunnen dealers een nabod uitbrengen. Een nabod is 48 uur bindend voor de bieder, of totdat de verkoper het afwijst. Accepteert de verkoper het nabod binnen deze termijn, dan komt de koopovereenkomst tot stand.',
            ],
          },
          {
            heading: 'Artikel 6 – Direct kopen',
            paragraphs: [
              'Is voor een voertuig een direct-kopenprijs vermeld, dan kan een goedgekeurde dealer het voertuig tegen die prijs kopen. Met de bevestiging van de aankoop komt de koopovereenkomst tot stand en eindigt de veiling voortijdig.',
            ],
          },
          {
            heading: 'Artikel 7 – Heronderhandeling',
            paragraphs: [
              'Wordt de prijsverwachting niet gehaald, dan kunnen verkoper en hoogste bieder via het platform online opnieuw onderhandelen en tegenbiedingen uitwisselen. Elk bod in de heronderhandeling is bindend voor degene die het uitbrengt, totdat de andere partij reageert.',
              'Accepteert een partij het bod van de ander, dan komt de koopovereenkomst tot stand tegen de overeengekomen prijs. De overeengekomen prijs geldt als hamerprijs in de zin van deze voorwaarden.',
            ],
          },
          {
            heading: 'Artikel 8 – Commissie en betaling',
            paragraphs: [
              'Voor verkopers is het gebruik van het platform gratis. Voor elke tot stand gekomen koopovereenkomst is de dealer CamperMarkt24 een bemiddelingscommissie verschuldigd van 1,75% netto over de hamerprijs, minimaal € 399 en maximaal € 3.500 netto, telkens vermeerderd met de wettelijke btw van momenteel 19%.',
              `De commissie is alleen verschuldigd als de dealer de veiling wint, direct koopt of als er via een nabod of heronderhandeling een koopovereenkomst tot stand komt. Zij wordt na de verkoop gefactureerd en moet binnen ${PAYMENT_TERM_DAYS} dagen na de factuurdatum worden betaald.`,
              'De dealer betaalt de koopprijs rechtstreeks aan de verkoper, uiterlijk bij de overdracht van het voertuig. De verkoper is niet verplicht voertuig, sleutels en documenten af te geven voordat de betaling volledig is ontvangen.',
            ],
          },
          {
            heading: 'Artikel 9 – Aansprakelijkheid',
            paragraphs: [
              'CamperMarkt24 is onbeperkt aansprakelijk bij opzet en grove nalatigheid en bij letsel aan leven, lichaam of gezondheid. Bij lichte nalatigheid is CamperMarkt24 alleen aansprakelijk bij schending van wezenlijke contractuele verplichtingen, beperkt tot de voorzienbare, voor de overeenkomst typische schade.',
              'Voor de juistheid van de gegevens in advertenties en voor de nakoming van koopovereenkomsten zijn uitsluitend verkopers en dealers verantwoordelijk. CamperMarkt24 streeft naar een zo ononderbroken mogelijke beschikbaarheid van het platform, maar kan die niet garanderen.',
            ],
          },
          {
            heading: 'Artikel 10 – Slotbepalingen',
            paragraphs: [
              'Op deze voorwaarden is Duits recht van toepassing, met uitsluiting van het Weens Koopverdrag. Voor consumenten geldt deze rechtskeuze alleen voor zover hun daardoor niet de bescherming van dwingende bepalingen van het land van hun gewone verblijfplaats wordt ontnomen.',
              'Is de gebruiker een koopman, een publiekrechtelijke rechtspersoon of een publiekrechtelijk bijzonder vermogen, dan is Hamburg de bevoegde rechtbank.',
              'Mocht een bepaling van deze voorwaarden ongeldig zijn, dan blijven de overige bepalingen onverminderd van kracht.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Privacyverklaring',
      description:
        'Hoe CamperMarkt24 persoonsgegevens verwerkt volgens de AVG: verwerkingsverantwoordelijke, cookies, doelen, grondslagen, bewaartermijnen en uw rechten.',
      body: {
        intro:
          'De bescherming van uw gegevens vinden wij belangrijk. In deze privacyverklaring leggen wij op grond van de Algemene verordening gegevensbescherming (AVG) uit welke persoonsgegevens wij verwerken wanneer u CamperMarkt24 gebruikt en welke rechten u heeft.',
        sections: [
          {
            heading: '1. Verwerkingsverantwoordelijke',
            paragraphs: [
              'Verantwoordelijk voor de gegevensverwerking is CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Duitsland, vertegenwoordigd door de directeuren Jonas Albrecht en Miriam Kessler. Telefoon: +49 40 123 456 70, e-mail: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Welke gegevens wij verwerken',
            paragraphs: ['Afhankelijk van hoe u CamperMarkt24 gebruikt, verwerken wij met name:'],
            items: [
              'accountgegevens zoals naam, adres, e-mailadres en telefoonnummer',
              'bij dealers bovendien bedrijfsgegevens, bewijs van bedrijfsvoering en btw-identificatienummer',
              'voertuiggegevens, foto’s en prijsverwachtingen uit advertenties en taxatieaanvragen',
              'biedingen, nabiedingen, onderhandelingsvoorstellen en gesloten koopovereenkomsten',
              'technische gegevens zoals IP-adres, browsertype, bezochte pagina’s en tijdstip van toegang',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'Wij gebruiken cookies die nodig zijn voor de werking van de website of waarmee doorverwijzingen kunnen worden toegekend:',
            ],
            items: [
              'cm24-uuid: anonieme bezoekers-ID om terugkerende bezoeken te herkennen; bewaartermijn één jaar',
              'X-Session-Id: sessie-ID voor de duur van uw bezoek; wordt verwijderd wanneer u uw browser sluit',
              'tap_rc: slaat de doorverwijscode op als u via de link van een partner bij ons komt; bewaartermijn 30 dagen',
              'i18n_locale: slaat de door u gekozen taal op',
            ],
          },
          {
            heading: '4. Doelen en rechtsgronden',
            paragraphs: [
              'Wij verwerken uw gegevens om de gebruikersovereenkomst uit te voeren, dus voor registratie, advertenties, veilingen en het bemiddelen bij koopovereenkomsten (art. 6 lid 1 onder b AVG), om te voldoen aan wettelijke verplichtingen zoals fiscale en handelsrechtelijke bewaarplichten (art. 6 lid 1 onder c AVG), en op basis van ons gerechtvaardigd belang bij een veilige en goed werkende dienst, fraudepreventie en de afrekening van ons doorverwijsprogramma (art. 6 lid 1 onder f AVG).',
              'Vragen wij om uw toestemming, bijvoorbeeld voor een nieuwsbrief, dan is art. 6 lid 1 onder a AVG de rechtsgrond. U kunt uw toestemming altijd met ingang van dat moment intrekken.',
            ],
          },
          {
            heading: '5. Ontvangers',
            paragraphs: [
              'Bieders zien voertuiggegevens en foto’s, maar niet de identiteit van de verkoper. Pas na een verkoop geven wij naam en contactgegevens van de verkoper door aan de kopende dealer, en omgekeerd, zodat betaling en ophalen kunnen worden afgestemd.',
              'Daarnaast werken wij met zorgvuldig geselecteerde dienstverleners, bijvoorbeeld voor hosting, het versturen van e-mails en boekhouding, die gegevens uitsluitend volgens onze instructies verwerken. Gegevens worden alleen aan overheidsinstanties verstrekt als wij daartoe wettelijk verplicht zijn.',
            ],
          },
          {
            heading: '6. Bewaartermijn',
            paragraphs: [
              'Wij bewaren persoonsgegevens zolang uw gebruikersaccount bestaat of zolang dat voor het betreffende doel nodig is. Gegevens waarvoor fiscale of handelsrechtelijke bewaarplichten gelden, bewaren wij gedurende de wettelijke termijn van maximaal tien jaar. De bewaartermijnen van cookies staan in paragraaf 3.',
            ],
          },
          {
            heading: '7. Uw rechten',
            paragraphs: [
              'U heeft recht op inzage, rectificatie, verwijdering en beperking van de verwerking, recht op overdraagbaarheid van gegevens en het recht om bezwaar te maken tegen verwerking op basis van gerechtvaardigde belangen.',
              'Daarnaast kunt u een klacht indienen bij een toezichthoudende autoriteit, bijvoorbeeld de Autoriteit Persoonsgegevens of de voor ons bevoegde toezichthouder in Hamburg (Hamburgischer Beauftragter für Datenschutz und Informationsfreiheit).',
            ],
          },
          {
            heading: '8. Functionaris voor gegevensbescherming',
            paragraphs: [
              'Onze functionaris voor gegevensbescherming is bereikbaar via datenschutz@campermarkt24.de of per post op ons adres, ter attentie van de functionaris voor gegevensbescherming.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Colofon',
      description:
        'Colofon van CamperMarkt24 GmbH, Hamburg: gegevens van de aanbieder, directie, handelsregister, btw-nummer, contactgegevens en informatie over geschillen.',
      body: {
        sections: [
          {
            heading: 'Gegevens volgens § 5 DDG (Duitse wet digitale diensten)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Duitsland'],
          },
          {
            heading: 'Vertegenwoordigd door',
            paragraphs: ['Directeuren: Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Contact',
            paragraphs: ['Telefoon: +49 40 123 456 70', 'E-mail: service@campermarkt24.de'],
          },
          {
            heading: 'Handelsregister',
            paragraphs: ['Registerrechtbank: Amtsgericht Hamburg', 'Registernummer: HRB 178532'],
          },
          {
            heading: 'Btw-identificatienummer',
            paragraphs: ['Btw-identificatienummer volgens § 27a van de Duitse omzetbelastingwet: DE356812947'],
          },
          {
            heading: 'Verantwoordelijk voor de inhoud volgens § 18 lid 2 MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburg, Duitsland'],
          },
          {
            heading: 'Geschillenbeslechting',
            paragraphs: [
              'Het platform van de Europese Commissie voor onlinegeschillenbeslechting (ODR-platform) is op 20 juli 2025 opgeheven. Heeft u een vraag of klacht, neem dan rechtstreeks contact met ons op via service@campermarkt24.de.',
              'Wij zijn niet bereid en niet verplicht om deel te nemen aan geschillenbeslechting voor een consumentengeschillencommissie.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'Voor dealers',
      description:
        'Koop gecontroleerde gebruikte campers en caravans uit heel Europa in veilingen van 24 uur. Gratis registratie, commissie alleen als u echt koopt.',
      body: {
        intro:
          'Op CamperMarkt24 kopen meer dan 250 professionele dealers gebruikte campers en caravans rechtstreeks van particuliere en zakelijke verkopers. Elke dag gaan er nieuwe, door ons gecontroleerde voertuigen de veiling in.',
        sections: [
          {
            heading: 'Waarom dealers bij ons inkopen',
            paragraphs: [
              'Veel voertuigen op CamperMarkt24 komen van particulieren en worden nergens anders aangeboden. Elke advertentie wordt vóór de veiling gecontroleerd, met duidelijke foto’s en volledige gegevens. Veilingen duren maximaal 24 uur en eindigen op werkdagen tussen 14.00 en 17.00 uur – voorspelbaar en binnen kantoortijd.',
            ],
            items: [
              'gecontroleerde advertenties met volledige gegevens en duidelijke foto’s',
              'voertuigen uit heel Europa',
              'korte, voorspelbare veilingen',
              'heldere, bindende afspraken tot aan het ophalen',
            ],
          },
          {
            heading: 'Registratie en goedkeuring',
            paragraphs: [
              'Registreer uw bedrijf online en upload een bewijs van uw bedrijfsvoering, zoals een uittreksel uit het handelsregister, samen met uw btw-identificatienummer. Wij controleren uw gegevens en keuren uw account goed. U ontvangt een bevestiging per e-mail en kunt meteen meebieden.',
            ],
          },
          {
            heading: 'Commissie',
            paragraphs: [
              'Registreren en bieden zijn gratis. Alleen als u een voertuig koopt, betaalt u een commissie van 1,75% netto over de hamerprijs, minimaal € 399 en maximaal € 3.500 netto, telkens vermeerderd met 19% btw.',
            ],
          },
          {
            heading: 'Hulpmiddelen voor uw inkoop',
            paragraphs: ['Met deze functies houdt u het overzicht:'],
            items: [
              'Biedagent: stel een maximumbod in en de agent biedt automatisch mee tot uw limiet',
              'Opgeslagen zoekopdrachten: ontvang een melding bij nieuwe voertuigen die aan uw criteria voldoen',
              'Volglijst: houd interessante voertuigen in de gaten tot het einde van de veiling',
              'Direct kopen: koop voertuigen met een direct-kopenprijs meteen, zonder de veiling af te wachten',
              'Nabod en heronderhandeling: ook na afloop van de veiling nog kans maken',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Camper verkopen',
      description:
        'Verkoop uw camper of caravan gratis: advertentie plaatsen, controle binnen 24 uur, dealerveiling van 24 uur en de dealer haalt op en betaalt.',
      body: {
        intro:
          'Met CamperMarkt24 verkoopt u uw camper, caravan of aanhanger aan gecontroleerde dealers – gratis, snel en zonder bezichtigingen met particulieren.',
        sections: [
          {
            heading: 'Zo werkt verkopen',
            paragraphs: ['In vier stappen naar de verkoop:'],
            items: [
              'U plaatst gratis een advertentie met voertuiggegevens, foto’s en uw prijsverwachting.',
              'Wij controleren uw advertentie binnen maximaal 24 uur, ook in het weekend.',
              'Meer dan 250 dealers bieden in een online veiling van maximaal 24 uur.',
              'Haalt een bod uw prijsverwachting, dan is uw voertuig verkocht; anders beslist u over het hoogste bod.',
            ],
          },
          {
            heading: 'Wat u nodig heeft',
            paragraphs: [
              'Voor de advertentie heeft u het kentekenbewijs nodig (in Nederland de kentekencard met tenaamstellingscode) en actuele foto’s. Wij adviseren minimaal vijf foto’s van de buitenkant en vijf van het interieur. Een onderhoudsboekje, facturen en keuringsrapporten, bijvoorbeeld van de gasinstallatie of een vochtmeting, vergroten het vertrouwen van dealers – en vaak ook hun biedingen.',
            ],
          },
          {
            heading: 'Prijsverwachting en heronderhandeling',
            paragraphs: [
              'U bepaalt welke prijs u minimaal wilt ontvangen. Bereikt een bod dat bedrag, dan wint de hoogste bieder automatisch. Blijft het hoogste bod daaronder, dan kunt u het accepteren, online opnieuw onderhandelen of afwijzen. Ook naboden na afloop van de veiling zijn mogelijk. Met onze gratis snelle taxatie krijgt u een realistisch beeld van wat u kunt verwachten.',
            ],
          },
          {
            heading: 'Ophalen en betaling',
            paragraphs: [
              'Na de verkoop ontvangt de dealer uw contactgegevens en stemt hij betaling en ophalen met u af. De overdracht vindt direct of binnen maximaal zes weken plaats; in overleg kan dat ook later, tot drie maanden na de verkoop. De dealer betaalt de koopprijs rechtstreeks aan u, uiterlijk bij het ophalen. Geef voertuig en papieren pas mee als het geld op uw rekening staat.',
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
      role: 'Hoofdredacteur',
      bio: 'Lena Hoffmann leidt de redactie van CamperMarkt24. Ze reist al jaren met haar eigen buscamper door Europa en schrijft over alles wat verkopers vóór, tijdens en na de veiling moeten weten.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Hoofd dealerrelaties',
      bio: 'Pieter de Vries is het aanspreekpunt voor de dealers op CamperMarkt24. Voordat hij bij ons kwam, werkte hij jarenlang in de caravanhandel in Nederland en kent hij de inkoop van voertuigen uit de praktijk.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Expert voertuigtaxatie',
      bio: 'Marek Novák is opgeleid autotechnicus en verantwoordelijk voor de gratis snelle taxatie van CamperMarkt24. Hij weet precies waar dealers op letten bij campers en caravans.',
    },
  ],
  articles: [
    {
      slug: 'camper-verkopen-checklist',
      authorSlug: 'lena-hoffmann',
      title: 'Camper verkopen: de checklist voor een soepele verkoop',
      excerpt:
        'Van papieren tot overdracht: met deze checklist bereidt u de verkoop van uw camper grondig voor en voorkomt u vervelende verrassingen.',
      body: [
        'Een camper verkoop je niet elke dag. Des te belangrijker is een goede voorbereiding: wie zijn papieren op orde heeft, het voertuig eerlijk beschrijft en een realistische prijsverwachting hanteert, verkoopt sneller en meestal ook voor een betere prijs.',
        'Begin met de documenten. U heeft het kentekenbewijs nodig, in Nederland de kentekencard met tenaamstellingscode. Verzamel daarnaast het onderhoudsboekje, werkplaatsfacturen, het laatste APK-rapport en bewijzen van gaskeuring en vochtmeting. Een volledige onderhoudshistorie is voor dealers een van de sterkste argumenten.',
        'Maak het voertuig binnen en buiten grondig schoon. Leeg de schoon- en vuilwatertank, leeg de toiletcassette en haal uw persoonlijke spullen eruit. Kleine gebreken, zoals een kapot lampje of een klemmend kastdeurtje, zijn vaak met weinig moeite te verhelpen en maken een veel betere indruk.',
        'Beschrijf uw camper volledig en eerlijk. Noem uitrusting zoals luifel, zonnepanelen, fietsendrager of schotelantenne, maar ook bekende gebreken, schade of vochtplekken. Dealers bieden met meer vertrouwen – en hoger – als ze geen verborgen verrassingen hoeven te vrezen. Goede foto’s horen daar ook bij: minimaal vijf van de buitenkant en vijf van het interieur.',
        'Bepaal een realistische prijsverwachting. De gratis snelle taxatie van CamperMarkt24 geeft u binnen 24 uur een prijsindicatie per e-mail. Wordt uw prijsverwachting in de veiling gehaald, dan is uw voertuig automatisch verkocht – stel haar dus niet lager in dan de prijs die u echt wilt ontvangen.',
        'Plan tot slot de overdracht. Bedenk of u het voertuig meteen of pas over een paar weken wilt afgeven, en leg alle sleutels, handleidingen en accessoires klaar. Spreek met de dealer af hoe de overschrijving van het kenteken verloopt, en zeg uw verzekering pas op als die is afgerond. Geef voertuig en papieren pas mee als de koopprijs op uw rekening staat.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'camper-fotograferen-tips',
      authorSlug: 'lena-hoffmann',
      title: 'Zo fotografeert u uw camper goed: 5 buiten- en 5 binnenfoto’s',
      excerpt:
        'Goede foto’s zijn de etalage van uw advertentie. Wij laten zien welke tien foto’s dealers willen zien en hoe ze ook met een smartphone lukken.',
      body: [
        'Dealers op CamperMarkt24 bieden zonder het voertuig vooraf te hebben gezien. Daarom zijn de foto’s het belangrijkste onderdeel van uw advertentie: hoe duidelijker en vollediger ze uw camper laten zien, hoe zekerder dealers kunnen rekenen – en hoe hoger de biedingen vaak uitvallen. Wij adviseren minimaal vijf buiten- en vijf binnenfoto’s.',
        'Zorg voor goede omstandigheden. Fotografeer bij daglicht, het liefst op een licht bewolkte dag, zodat er geen harde schaduwen zijn. Zet het voertuig op een rustige, opgeruimde plek zonder andere auto’s op de achtergrond. Een schoon voertuig en een schone cameralens maken een verrassend groot verschil.',
        'De vijf buitenfoto’s: fotografeer het voertuig schuin van linksvoor en schuin van rechtsachter, zodat telkens de voor- of achterkant en één zijkant zichtbaar zijn. Voeg een volledig zijaanzicht links en rechts toe, plus een foto van het dak of, als dat niet lukt, van de achtergarage en opbouwdelen zoals luifel en fietsendrager.',
        'De vijf binnenfoto’s: laat de cabine zien met het dashboard aan, zodat de kilometerstand leesbaar is, de woonruimte met zitgroep, de keuken, de badkamer en de slaapplaats. Open gordijnen en rolgordijnen, doe de verlichting aan en fotografeer vanuit een hoek, zodat zoveel mogelijk van de ruimte zichtbaar is.',
        'Verstop geen gebreken. Een extra foto van een kras, een deuk of een vochtplek komt eerlijk over en schept vertrouwen. Dealers rekenen toch al op gebruikssporen; wat hen afschrikt, zijn verrassingen bij het ophalen.',
        'Tot slot een paar extra’s die de moeite waard zijn: een foto van het typeplaatje, van de banden met zichtbaar profiel, van de opbouwdeur en van de boordtechniek zoals verwarming, koelkast en accu. Controleer vóór het uploaden of alle foto’s scherp en goed gedraaid zijn – dan staat niets een geslaagde veiling meer in de weg.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'waarde-caravan-factoren',
      authorSlug: 'marek-novak',
      title: 'Wat bepaalt de waarde van een caravan?',
      excerpt:
        'Leeftijd, indeling, vocht en onderhoud: deze factoren bepalen wat dealers bieden voor uw gebruikte caravan.',
      body: [
        'Twee caravans van hetzelfde bouwjaar kunnen flink in waarde verschillen. Dealers kijken niet alleen naar merk en leeftijd, maar vooral naar hoe gemakkelijk het voertuig weer te verkopen is. Wie de belangrijkste factoren kent, kan zijn prijsverwachting veel beter inschatten.',
        'De allerbelangrijkste factor is of de opbouw waterdicht is. Vocht in wanden, vloer of dak is de meest voorkomende en duurste schade bij caravans. Een recent rapport van een vochtmeting door een erkend bedrijf neemt onzekerheid bij dealers weg en heeft merkbaar invloed op de biedingen.',
        'Ook indeling en gewicht spelen een grote rol. Praktische indelingen zoals lengtebedden, stapelbedden voor gezinnen of een aparte badkamer zijn gewild. Het toegestane totaalgewicht telt ook mee: caravans die achter gangbare trekauto’s passen, trekken meer belangstelling.',
        'Uitrusting kan de waarde verhogen als ze gewild is en goed werkt. Een mover, een voortent of luifel in goede staat, zonnepanelen of een moderne verwarming zijn populair bij dealers. Extra’s die niet werken, drukken de waarde juist eerder.',
        'Onderschat de onderhoudshistorie niet. Regelmatig onderhoud, facturen en een recente gaskeuring laten zien dat de caravan in goede handen is geweest. Ook de banden tellen mee: caravanbanden verouderen vaak sneller dan ze slijten, daarom letten dealers op de productiedatum.',
        'Tot slot hangt de prijs ook af van de markt. Vóór het seizoen, in het voorjaar, is de vraag meestal groter dan in de late herfst. Wilt u weten waar uw caravan nu staat, gebruik dan onze gratis snelle taxatie: u ontvangt binnen 24 uur een prijsindicatie per e-mail.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'zo-werkt-de-dealerveiling',
      authorSlug: 'pieter-de-vries',
      title: 'Zo werkt de dealerveiling – en waarom de biedagent helpt',
      excerpt:
        'Korte looptijd, vaste eindtijden, bindende biedingen: een kijkje achter de schermen van de CamperMarkt24-veiling en bij de biedagent die dealers tijd bespaart.',
      body: [
        'Op CamperMarkt24 kunnen alleen gecontroleerde professionele dealers bieden. Er zijn meer dan 250 dealers met zo’n 300 bieders geregistreerd, en ieder van hen moest eerst zijn bedrijfsmatige activiteit aantonen voordat hij een eerste bod mocht uitbrengen. Voor verkopers betekent dat: elk bod komt van een serieuze koper.',
        'Voordat een voertuig de veiling in gaat, controleert ons team de advertentie binnen maximaal 24 uur. De veiling zelf duurt dan maximaal 24 uur en eindigt altijd op een werkdag tussen 14.00 en 17.00 uur. Die vaste eindtijden zijn bewust gekozen: dealers kunnen hun inkoop plannen en zijn aan het einde van de veiling doorgaans bereikbaar.',
        'Biedingen zijn bindend. Haalt een bod de prijsverwachting van de verkoper, dan wint de hoogste bieder automatisch. Ligt het hoogste bod lager, dan beslist de verkoper of hij accepteert, online opnieuw onderhandelt of afwijst. Na de veiling kunnen dealers bovendien een nabod uitbrengen, dat 48 uur bindend is of totdat de verkoper het afwijst.',
        'Hier komt de biedagent in beeld. In plaats van bij het einde van de veiling achter het scherm te zitten, stelt de dealer zijn maximumbod in. De agent biedt dan automatisch in kleine stappen mee zodra een andere dealer overbiedt – maar nooit boven de ingestelde limiet.',
        'Dat heeft voordelen voor beide kanten. Dealers missen geen veiling omdat ze net met een klant in gesprek zijn, en ze betalen niet meer dan nodig, omdat de agent alleen zo ver meegaat als het concurrerende bod vereist. Verkopers profiteren ervan dat meer dealers tegelijk kunnen meebieden, wat de concurrentie om hun voertuig vergroot.',
        'Voor dealers die snel willen toeslaan, is er bovendien direct kopen tegen een vaste prijs, als die is vastgesteld. Met opgeslagen zoekopdrachten en de volglijst houden ze nieuwe voertuigen in de gaten die bij hun voorraad passen. En de commissie wordt pas berekend als er daadwerkelijk wordt gekocht.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
