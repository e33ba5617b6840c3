/** Seeded editorial content in Swedish. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Sälj din husbil eller husvagn',
      description:
        'Sälj din husbil eller husvagn kostnadsfritt till fler än 250 godkända handlare. Granskning inom 24 timmar, auktion på 24 timmar och handlaren hämtar.',
      body: {
        hero: {
          title: 'Sälj din husbil helt gratis till 250+ handlare – i en auktion på högst 24 timmar',
          subtitle:
            'Skapa en annons, ange ditt önskade pris och låt handlarna buda: med CamperMarkt24 säljer du husbilar och husvagnar snabbt, tryggt och utan avgifter.',
          cta: 'Sälj gratis nu',
          secondaryCta: 'Få en gratis värdering',
        },
        advantages: [
          {
            title: '100 % gratis för säljare',
            text: 'Du betalar ingenting för annonsen och ingenting när du säljer. Provisionen betalas enbart av handlaren som köper ditt fordon.',
          },
          {
            title: 'Fler än 250 godkända handlare',
            text: 'Bara granskade yrkeshandlare kan lägga bud. Du når riktiga köpare från hela Europa i stället för fyndjägare.',
          },
          {
            title: 'Du bestämmer',
            text: 'Du anger ditt önskade pris. Nås det inte avgör du själv om du vill acceptera, omförhandla eller tacka nej.',
          },
          {
            title: 'Snabbt och smidigt',
            text: 'Granskning inom 24 timmar, en auktion på högst 24 timmar och handlaren hämtar fordonet – inga provturer med okända.',
          },
        ],
        steps: [
          {
            title: 'Annonsera gratis',
            text: 'Fyll i uppgifterna om fordonet, ladda upp bilder och ange ditt önskade pris. Det tar bara några minuter.',
          },
          {
            title: 'Vi granskar inom 24 timmar',
            text: 'Vårt team granskar varje annons inom högst 24 timmar, även på helger, och hör av sig om något saknas.',
          },
          {
            title: 'Handlarna budar i 24 timmar',
            text: 'Ditt fordon går till en onlineauktion på högst 24 timmar. Den avslutas alltid en vardag mellan kl. 14 och 17.',
          },
          {
            title: 'Du bestämmer, handlaren hämtar',
            text: 'Når ett bud ditt önskade pris vinner högstbjudande automatiskt. Annars är det du som avgör. Handlaren betalar och hämtar fordonet.',
          },
        ],
        reviews: [
          {
            name: 'Anders L.',
            city: 'Göteborg',
            rating: 5,
            text: 'Vår alkovbil var såld efter en dag, och handlaren hämtade den två veckor senare precis som avtalat. Enklare kan det inte bli.',
          },
          {
            name: 'Karin S.',
            city: 'Uppsala',
            rating: 5,
            text: 'Jag var rädd att sälja för billigt. Det högsta budet låg till slut klart över vad handlaren här hemma hade erbjudit mig.',
          },
          {
            name: 'Johan E.',
            city: 'Örebro',
            rating: 4,
            text: 'Mitt önskade pris nåddes inte riktigt, men via omförhandlingen blev vi överens dagen efter. Mycket hjälpsam support i telefon.',
          },
          {
            name: 'Maria N.',
            city: 'Malmö',
            rating: 5,
            text: 'Vi sålde vår husvagn utan en enda visning för privatpersoner. Tipsen om bilderna var guld värda.',
          },
          {
            name: 'Lars H.',
            city: 'Umeå',
            rating: 4,
            text: 'Granskad på lördagen, auktion på tisdagen och hämtad två veckor senare. Jag säljer gärna via CamperMarkt24 igen.',
          },
        ],
        stats: [
          { value: '250+', label: 'handlare' },
          { value: '5 000', label: 'sålda fordon' },
          { value: '3 000', label: 'auktioner' },
          { value: '130+', label: 'omdömen' },
        ],
        faq: [
          {
            question: 'Vad kostar det att sälja via CamperMarkt24?',
            answer:
              'Ingenting. Annons, granskning, auktion och försäljning är gratis för både privata och företagssäljare. Provisionen betalas enbart av handlaren som köper ditt fordon.',
          },
          {
            question: 'Hur snabbt kan jag sälja min husbil?',
            answer:
              'Vi granskar din annons inom högst 24 timmar, även på helger. Auktionen som följer pågår i högst 24 timmar och avslutas en vardag mellan kl. 14 och 17. I bästa fall är ditt fordon alltså sålt inom två dagar.',
          },
          {
            question: 'Vem lägger bud på mitt fordon?',
            answer:
              'Enbart granskade yrkeshandlare. Fler än 250 handlare med omkring 300 budgivare är registrerade hos CamperMarkt24, och de letar hela tiden efter begagnade husbilar och husvagnar.',
          },
          {
            question: 'Vad händer om mitt önskade pris inte nås?',
            answer:
              'Då blir det ingen automatisk försäljning. Du kan acceptera det högsta budet, omförhandla online eller tacka nej. Handlare kan dessutom lämna ett efterbud när auktionen har avslutats.',
          },
          {
            question: 'När hämtas mitt fordon?',
            answer:
              'Du anger om du vill lämna över fordonet direkt eller inom högst sex veckor. Efter överenskommelse går det också att hämta det senare, upp till tre månader efter försäljningen.',
          },
          {
            question: 'Ser handlarna mina kontaktuppgifter?',
            answer:
              'Nej. Din identitet är dold för budgivarna tills en försäljning har genomförts. Först då får den köpande handlaren dina kontaktuppgifter för att komma överens med dig om betalning och hämtning.',
          },
        ],
      },
    },
    about: {
      title: 'Om oss',
      description:
        'CamperMarkt24 för samman säljare av begagnade husbilar och husvagnar med fler än 250 godkända handlare i Europa. Lär känna vår idé och vårt team.',
      body: {
        intro:
          'CamperMarkt24 är marknadsplatsen på nätet där privata och företagssäljare auktionerar ut begagnade husbilar och husvagnar till godkända handlare. Vårt mål: ett rättvist pris, en snabb försäljning och så lite besvär som möjligt för alla inblandade.',
        sections: [
          {
            heading: 'Vår idé',
            paragraphs: [
              'Den som har sålt en husbil privat vet hur det brukar gå: otaliga förfrågningar, provturer med okända, prutande i telefon och till sist osäkerheten om pengarna verkligen kommer. Handlare å sin sida letar ständigt efter välskötta begagnade fordon men har svårt att hitta dem.',
              'CamperMarkt24 för samman båda sidor – öppet, digitalt och inom en tydligt avgränsad tid. Säljare annonserar gratis, handlare budar i en onlineauktion, och resultatet är en bindande försäljning.',
            ],
          },
          {
            heading: 'Så arbetar vi',
            paragraphs: [
              'Vårt team granskar varje annons inom 24 timmar, även på helger. Vi ser till att uppgifterna är fullständiga, att bilderna visar fordonet ordentligt och att det önskade priset är rimligt. Först därefter går fordonet till auktion, där bara godkända handlare kan lägga bud.',
              'Vår kundtjänst nås per telefon måndag till fredag kl. 9–17 och hjälper både säljare och handlare från den första bilden till hämtningen.',
            ],
          },
          {
            heading: 'Siffror som talar för sig själva',
            paragraphs: ['Sedan starten av CamperMarkt24 har vårt nätverk vuxit stadigt:'],
            items: [
              'fler än 250 godkända handlare',
              'omkring 300 aktiva budgivare',
              'mer än 5 000 sålda fordon',
              'mer än 3 000 genomförda auktioner',
              'mer än 130 kundomdömen',
            ],
          },
          {
            heading: 'Hemma i hela Europa',
            paragraphs: [
              'Vi har vårt säte i Hamburg, och vår plattform talar åtta språk: tyska, engelska, nederländska, svenska, danska, polska, spanska och tjeckiska. Så når säljare handlare långt utanför den egna regionen, och handlare hittar fordon som de annars aldrig skulle ha sett.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Kontakt',
      description:
        'Så når du CamperMarkt24: per telefon måndag till fredag kl. 9–17 eller via e-post. Vi besvarar din fråga inom en arbetsdag, oavsett vad den gäller.',
      body: {
        intro:
          'Har du frågor om din annons, en auktion eller registrering som handlare? Vår kundtjänst hjälper dig gärna.',
        sections: [
          {
            heading: 'Så når du oss',
            paragraphs: ['Du kan ringa oss måndag till fredag kl. 9.00–17.00.'],
            items: [
              'Telefon: +49 40 123 456 70',
              'E-post: service@campermarkt24.de',
              'Adress: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Tyskland',
            ],
          },
          {
            heading: 'Svar inom en arbetsdag',
            paragraphs: [
              'Frågor via e-post besvarar vi inom en arbetsdag. Gäller det ett visst fordon, ange gärna annonsnumret så kan vi hjälpa dig snabbare.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Vanliga frågor',
      description:
        'Svar på vanliga frågor om att sälja, om auktioner, om registrering som handlare och om den kostnadsfria värderingen av husbilar och husvagnar.',
      body: {
        groups: [
          {
            title: 'Sälja',
            items: [
              {
                question: 'Vem kan sälja via CamperMarkt24?',
                answer:
                  'Privata säljare och företag. Du kan sälja begagnade husbilar samt husvagnar och släpvagnar, förutsatt att du äger fordonet eller har rätt att sälja det.',
              },
              {
                question: 'Vad kostar det mig att sälja?',
                answer:
                  'Ingenting. Annons, granskning, auktion, omförhandling och försäljning är gratis för säljare. Provisionen betalas enbart av handlaren som köper fordonet.',
              },
              {
                question: 'Vilka dokument och bilder behöver jag?',
                answer:
                  'Ha registreringsbeviset till hands och gärna även servicebok, kvitton och besiktningsprotokoll. Vi rekommenderar minst fem exteriörbilder och fem interiörbilder av ditt fordon.',
              },
              {
                question: 'Hur lång tid tar granskningen av min annons?',
                answer:
                  'Högst 24 timmar, även på helger. Saknas uppgifter eller bilder hör vi av oss, så att din annons snabbt kan gå till auktion.',
              },
              {
                question: 'Är jag skyldig att sälja?',
                answer:
                  'Når ett bud ditt önskade pris vinner högstbjudande automatiskt och försäljningen är bindande. Ligger det högsta budet under, väljer du fritt om du vill acceptera, omförhandla eller tacka nej.',
              },
            ],
          },
          {
            title: 'Auktion och budgivning',
            items: [
              {
                question: 'Hur länge pågår en auktion?',
                answer:
                  'En auktion pågår i högst 24 timmar och avslutas alltid en vardag, måndag till fredag, mellan kl. 14 och 17 svensk tid. På så sätt kan handlarna buda under vanlig kontorstid.',
              },
              {
                question: 'Vad är budagenten?',
                answer:
                  'Handlare kan ange ett maxbud. Budagenten lägger sedan automatiskt bud i små steg åt dem tills maxbudet är nått. Ingen handlare missar en auktion bara för att han eller hon inte sitter vid skärmen.',
              },
              {
                question: 'Vad innebär köp direkt?',
                answer:
                  'Om ett köp direkt-pris har angetts för ett fordon kan en handlare köpa det omedelbart till det priset. Auktionen avslutas då och köpet är bindande.',
              },
              {
                question: 'Vad är ett efterbud?',
                answer:
                  'Avslutas en auktion utan försäljning kan handlare fortfarande lämna ett efterbud. Ett efterbud är bindande för budgivaren i 48 timmar eller tills säljaren tackar nej.',
              },
              {
                question: 'Hur fungerar omförhandlingen?',
                answer:
                  'Nås inte det önskade priset kan säljaren och högstbjudande förhandla om priset online och utbyta motbud. Blir de överens är försäljningen bindande. Säljarens identitet förblir dold hela tiden.',
              },
            ],
          },
          {
            title: 'Handlare',
            items: [
              {
                question: 'Vem kan buda som handlare?',
                answer:
                  'Yrkesmässiga fordonshandlare som har lämnat in bevis på sin verksamhet och som vi har granskat och godkänt. Privatpersoner kan inte lägga bud.',
              },
              {
                question: 'Vad kostar det för handlare att delta?',
                answer:
                  'Registrering och budgivning är gratis. Provision tas ut först när du köper: 1,75 % netto av klubbat pris, minst 399 euro och högst 3 500 euro netto, plus 19 % moms.',
              },
              {
                question: 'När ska provisionen betalas?',
                answer:
                  `Efter köpet får du en faktura via e-post. Den ska betalas inom ${PAYMENT_TERM_DAYS} dagar från fakturadatum.`,
              },
              {
                question: 'Hur betalar jag fordonet?',
                answer:
                  'Köpeskillingen betalar du direkt till säljaren, senast vid hämtningen. Efter försäljningen får du säljarens kontaktuppgifter så att ni kan komma överens om betalning och överlämning.',
              },
              {
                question: 'Hur hittar jag passande fordon?',
                answer:
                  'Spara sökningar med dina kriterier, så meddelar vi dig när nya passande fordon dyker upp. Intressanta fordon lägger du på din bevakningslista för att hålla koll på dem tills auktionen slutar.',
              },
            ],
          },
          {
            title: 'Värdering',
            items: [
              {
                question: 'Vad är den kostnadsfria snabbvärderingen?',
                answer:
                  'Du skickar oss de viktigaste uppgifterna om din husbil eller husvagn och får ett prisintervall via e-post inom 24 timmar. Värderingen är gratis och helt utan förpliktelser.',
              },
              {
                question: 'Vilka uppgifter behöver ni för värderingen?',
                answer:
                  'Märke, modell, datum för första registrering, miltal eller årsmodell, utrustning och skick. Med bilder kan vi ringa in prisintervallet mer exakt.',
              },
              {
                question: 'Är värderingen ett bindande erbjudande?',
                answer:
                  'Nej. Prisintervallet är ett stöd när du bestämmer ditt önskade pris. Det faktiska priset avgörs av handlarnas bud i auktionen.',
              },
              {
                question: 'Måste jag sälja efter värderingen?',
                answer:
                  'Nej. Du bestämmer i lugn och ro om och när du vill annonsera ditt fordon. Värderingen medför inga kostnader och inga skyldigheter.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Karriär',
      description:
        'Jobba på CamperMarkt24: var med och forma Europas onlinehandel med begagnade husbilar och husvagnar, i Hamburg eller på distans från EU.',
      body: {
        sections: [
          {
            heading: 'Att jobba på CamperMarkt24',
            paragraphs: [
              'Vi är ett litet team i Hamburg med kollegor runt om i Europa. Mjukvaruutveckling, fordonskunskap och kundtjänst arbetar tätt tillsammans – med korta beslutsvägar och stort ansvar för var och en.',
              'Många av oss reser själva med husbil eller husvagn. Den entusiasmen märks i vårt arbete: vi vill att det ska vara lika avslappnat att sälja ett fritidsfordon som att resa med det.',
            ],
          },
          {
            heading: 'Det här erbjuder vi',
            paragraphs: ['För att du ska trivas hos oss erbjuder vi bland annat:'],
            items: [
              'flexibla arbetstider och möjlighet att arbeta på distans',
              'ett kontor i Hamburgs HafenCity',
              'en årlig budget för kompetensutveckling',
              'en företagshusbil som medarbetarna kan låna på semestern',
              'ett internationellt team och platta hierarkier',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Heltid',
            text: 'Du vidareutvecklar vår auktionsplattform, från budagenten till säljarnas sidor. Du har flera års erfarenhet av TypeScript, React och serverapplikationer och tar gärna ansvar för dina funktioner hela vägen.',
          },
          {
            title: 'Handlaransvarig',
            location: 'Hamburg',
            type: 'Heltid',
            text: 'Du är första kontaktperson för våra handlare, guidar nya partner genom registreringen och hjälper till med frågor om auktioner och köp. Erfarenhet av fordonshandel är meriterande, liksom ytterligare ett europeiskt språk.',
          },
          {
            title: 'Kvalitetsgranskare annonser',
            location: 'Hamburg',
            type: 'Deltid',
            text: 'Du granskar nya annonser för fullständighet och rimlighet och ser till att varje fordon kan gå till auktion inom 24 timmar. Tjänsten innefattar även helgpass enligt schema.',
          },
        ],
      },
    },
    pricing: {
      title: 'Priser och provision',
      description:
        'Gratis för säljare, en rättvis provision för handlare: 1,75 % netto av klubbat pris, minst 399 euro och högst 3 500 euro, plus moms. Bara vid köp.',
      body: {
        intro:
          'På CamperMarkt24 betalar bara den som köper. För säljare är hela tjänsten gratis, och handlare betalar provision endast när de faktiskt köper ett fordon.',
        sections: [
          {
            heading: 'Gratis för säljare',
            paragraphs: [
              'Annons, granskning, auktion, omförhandling och snabbvärdering är gratis för privata säljare och företag. Det finns inga annonsavgifter, inga abonnemang och inga dolda kostnader – inte ens när ditt fordon blir sålt.',
            ],
          },
          {
            heading: 'Provision för handlare',
            paragraphs: [
              'Handlare betalar en förmedlingsprovision på 1,75 % netto av klubbat pris. Provisionen är minst 399 euro netto och högst 3 500 euro netto, i båda fallen plus 19 % moms.',
              'Klubbat pris är det pris som fordonet säljs för – oavsett om det sker genom ett bud i auktionen, ett köp direkt, ett accepterat efterbud eller en överenskommelse i omförhandlingen.',
            ],
          },
          {
            heading: 'Bara när du köper',
            paragraphs: [
              'Registrering, budgivning, sparade sökningar och bevakningslistan är gratis för handlare. Provisionen tas bara ut om du vinner fordonet och köpet blir av. Lägger du bud utan att vinna kostar det ingenting.',
            ],
          },
          {
            heading: 'Betalningsvillkor',
            paragraphs: [
              `Efter köpet fakturerar vi provisionen via e-post. Fakturan ska betalas inom ${PAYMENT_TERM_DAYS} dagar från fakturadatum. Köpeskillingen för fordonet betalar handlaren direkt till säljaren.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Bli partner',
      description:
        'Bli partner till CamperMarkt24: som handlare, som fordonsportal eller flottoperatör via vårt gränssnitt, eller som affiliate i vårt värvningsprogram.',
      body: {
        intro:
          'CamperMarkt24 växer tillsammans med sina partner. Oavsett om du vill köpa fordon, sälja fordon eller tipsa säljare om oss hittar vi rätt form av samarbete.',
        sections: [
          {
            heading: 'För handlare',
            paragraphs: [
              'Som registrerad handlare lägger du bud på granskade husbilar och husvagnar från privata säljare och företag i hela Europa. Registreringen är gratis, och provision betalar du bara när du köper ett fordon.',
            ],
          },
          {
            heading: 'För fordonsportaler och flottsystem',
            paragraphs: [
              'Driver du en fordonsportal, en uthyrningsflotta eller ett system för flotthantering? Via vårt gränssnitt kan du lämna över fordon direkt till CamperMarkt24 och få auktionsresultaten tillbaka automatiskt. Så säljer du fordon som fasas ut ur flottan utan extra arbete.',
              'Hör av dig, så planerar vi den tekniska integrationen tillsammans med dig.',
            ],
          },
          {
            heading: 'För affiliates: värvningsprogrammet',
            paragraphs: [
              'Campingbloggar, forum, verkstäder och campingplatser kan skicka säljare till CamperMarkt24 via en personlig värvningslänk. För varje lyckad försäljning du förmedlar får du en ersättning.',
              'Ett besök via din länk kopplas till ditt partnerkonto i 30 dagar. Villkoren för programmet skickar vi gärna på begäran.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Allmänna villkor',
      description:
        'CamperMarkt24:s allmänna villkor för säljare och handlare: annonser, granskning, auktion, bud, köp direkt, efterbud, provision och ansvar.',
      body: {
        intro:
          'Dessa allmänna villkor reglerar säljares och handlares användning av marknadsplatsen CamperMarkt24. Plattformen drivs av CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Tyskland. Vid avvikelser mellan språkversionerna gäller den tyska versionen.',
        sections: [
          {
            heading: '1. Tillämpningsområde',
            paragraphs: [
              'Dessa villkor gäller för alla avtal mellan CamperMarkt24 GmbH (nedan ”CamperMarkt24”) och plattformens användare. Användare är säljare som erbjuder begagnade husbilar, husvagnar eller släpvagnar samt yrkeshandlare som lägger bud på dessa fordon.',
              'CamperMarkt24 tillhandahåller plattformen och förmedlar köpeavtal. Köpeavtal om fordon ingås uteslutande mellan säljare och handlare; CamperMarkt24 blir inte part i dessa.',
              'Användarnas egna villkor gäller bara om CamperMarkt24 uttryckligen har godkänt dem skriftligen.',
            ],
          },
          {
            heading: '2. Registrering och användarkonto',
            paragraphs: [
              'För att använda plattformen krävs registrering. Användare ska vara myndiga och lämna fullständiga och korrekta uppgifter vid registreringen. Inloggningsuppgifter ska hållas hemliga.',
              'Handlare ska styrka sin yrkesmässiga verksamhet med lämpliga handlingar, särskilt registreringsbevis för företaget och momsregistreringsnummer. Handlare får lägga bud först efter att CamperMarkt24 har granskat och godkänt dem. Det finns ingen rätt till godkännande.',
            ],
          },
          {
            heading: '3. Annonser',
            paragraphs: [
              'Det är gratis för säljare att lägga in annonser. Säljaren intygar att han eller hon äger fordonet eller har rätt att sälja det och upplyser om eventuella rättigheter för tredje part, till exempel en pågående finansiering.',
              'Alla uppgifter om fordonet ska vara fullständiga och korrekta. Kända fel, skador efter olyckor och fuktskador ska anges. Bilderna ska visa det erbjudna fordonet i dess aktuella skick.',
              'Säljaren anger ett önskat pris (minimipris) och om fordonet kan lämnas över direkt eller inom högst sex veckor. En senare hämtning, upp till tre månader efter försäljningen, kan avtalas mellan säljare och handlare.',
            ],
          },
          {
            heading: '4. Granskning och godkännande',
            paragraphs: [
              'CamperMarkt24 granskar varje annons före publicering inom högst 24 timmar, även på helger, med avseende på fullständighet och rimlighet. Granskningen är ingen teknisk besiktning av fordonet.',
              'CamperMarkt24 kan begära kompletteringar och avvisa eller ta bort annonser som strider mot dessa villkor eller mot gällande lag.',
            ],
          },
          {
            heading: '5. Auktion och bud',
            paragraphs: [
              'Godkända annonser erbjuds i en tidsbegränsad onlineauktion. En auktion pågår i högst 24 timmar och avslutas en vardag, måndag till fredag, mellan kl. 14.00 och 17.00 (tidszon Berlin). Endast godkända handlare får lägga bud. Säljarens identitet röjs för budgivarna först efter en försäljning.',
              'Bud är bindande och kan inte återkallas. Det gäller även bud som budagenten lägger för handlarens räkning upp till det maxbud som handlaren har angett.',
              'Når eller överstiger ett bud säljarens önskade pris vinner högstbjudande automatiskt när auktionen avslutas, och köpeavtalet mellan säljare och handlare ingås. Ligger det högsta budet under det önskade priset avgör säljaren om budet ska accepteras.',
              'Efter en auktion utan försäljning kan handlare lämna ett efterbud. Ett efterbud är bindande för budgivaren i 48 timmar eller tills säljaren tackar nej. Accepterar säljaren efterbudet inom denna tid ingås köpeavtalet.',
            ],
          },
          {
            heading: '6. Köp direkt',
            paragraphs: [
              'Har ett köp direkt-pris angetts för ett fordon kan en godkänd handlare köpa fordonet till det priset. Köpeavtalet ingås när köpet bekräftas, och auktionen avslutas i förtid.',
            ],
          },
          {
            heading: '7. Omförhandling',
            paragraphs: [
              'Nås inte det önskade priset kan säljaren och högstbjudande omförhandla online via plattformen och utbyta motbud. Varje bud i omförhandlingen är bindande för den som lämnar det tills motparten svarar.',
              'Accepterar en part den andra partens bud ingås köpeavtalet till det överenskomna priset. Det överenskomna priset anses som klubbat pris enligt dessa villkor.',
            ],
          },
          {
            heading: '8. Provision och betalning',
            paragraphs: [
              'För säljare är det gratis att använda plattformen. För varje ingånget köpeavtal ska handlaren betala CamperMarkt24 en förmedlingsprovision på 1,75 % netto av klubbat pris, minst 399 euro och högst 3 500 euro netto, i båda fallen plus lagstadgad moms, för närvarande 19 %.',
              `Provisionen ska bara betalas om handlaren vinner auktionen, gör ett köp direkt eller om ett köpeavtal ingås genom ett efterbud eller en omförhandling. Den faktureras efter försäljningen och förfaller till betalning inom ${PAYMENT_TERM_DAYS} dagar från fakturadatum.`,
              'Handlaren betalar köpeskillingen direkt till säljaren, senast vid överlämnandet av fordonet. Säljaren är inte skyldig att lämna ut fordon, nycklar och handlingar innan full betalning har kommit in.',
            ],
          },
          {
            heading: '9. Ansvar',
            paragraphs: [
              'CamperMarkt24 ansvarar obegränsat vid uppsåt och grov vårdslöshet samt vid skada på liv, kropp eller hälsa. Vid ringa vårdslöshet ansvarar CamperMarkt24 endast vid brott mot väsentliga avtalsförpliktelser och begränsat till den förutsebara skada som är typisk för avtalet.',
              'Säljare och handlare ansvarar ensamma för att uppgifterna i annonserna är korrekta och för att köpeavtalen fullgörs. CamperMarkt24 strävar efter att plattformen ska vara tillgänglig utan avbrott men kan inte garantera detta.',
            ],
          },
          {
            heading: '10. Slutbestämmelser',
            paragraphs: [
              'Tysk rätt gäller, med undantag för FN:s konvention om avtal om internationella köp av varor (CISG). För konsumenter gäller detta lagval bara i den mån de inte berövas det skydd som tvingande regler i landet där de har sin hemvist ger dem.',
              'Om användaren är näringsidkare, en offentligrättslig juridisk person eller en offentligrättslig särskild förmögenhet är Hamburg behörig domstolsort.',
              'Om enskilda bestämmelser i dessa villkor skulle vara ogiltiga påverkar det inte giltigheten av övriga bestämmelser.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Integritetspolicy',
      description:
        'Så behandlar CamperMarkt24 personuppgifter enligt GDPR: personuppgiftsansvarig, cookies, ändamål, rättsliga grunder, lagringstid och dina rättigheter.',
      body: {
        intro:
          'Skyddet av dina uppgifter är viktigt för oss. I denna integritetspolicy förklarar vi, i enlighet med dataskyddsförordningen (GDPR), vilka personuppgifter vi behandlar när du använder CamperMarkt24 och vilka rättigheter du har.',
        sections: [
          {
            heading: '1. Personuppgiftsansvarig',
            paragraphs: [
              'Personuppgiftsansvarig är CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Tyskland, företrätt av verkställande direktörerna Jonas Albrecht och Miriam Kessler. Telefon: +49 40 123 456 70, e-post: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Vilka uppgifter vi behandlar',
            paragraphs: ['Beroende på hur du använder CamperMarkt24 behandlar vi framför allt:'],
            items: [
              'kontouppgifter som namn, adress, e-postadress och telefonnummer',
              'för handlare även företagsuppgifter, bevis på verksamheten och momsregistreringsnummer',
              'fordonsuppgifter, bilder och önskade priser från annonser och värderingsförfrågningar',
              'bud, efterbud, förhandlingsbud och genomförda köp',
              'tekniska uppgifter som IP-adress, webbläsartyp, besökta sidor och tidpunkt för besöket',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'Vi använder cookies som behövs för att webbplatsen ska fungera eller som gör det möjligt att koppla en rekommendation till rätt partner:',
            ],
            items: [
              'cm24-uuid: anonymt besökar-id för att känna igen återkommande besök; lagras i ett år',
              'X-Session-Id: sessions-id under ditt besök; raderas när du stänger webbläsaren',
              'tap_rc: sparar värvningskoden om du kommer till oss via en partners länk; lagras i 30 dagar',
              'i18n_locale: sparar det språk du har valt',
            ],
          },
          {
            heading: '4. Ändamål och rättsliga grunder',
            paragraphs: [
              'Vi behandlar dina uppgifter för att fullgöra användaravtalet, alltså för registrering, annonser, auktioner och förmedling av köpeavtal (art. 6.1 b GDPR), för att uppfylla rättsliga förpliktelser, till exempel bokförings- och skatterättsliga arkiveringskrav (art. 6.1 c GDPR), och på grundval av vårt berättigade intresse av en säker och fungerande tjänst, av att förebygga bedrägerier och av att kunna avräkna vårt värvningsprogram (art. 6.1 f GDPR).',
              'När vi ber om ditt samtycke, till exempel för ett nyhetsbrev, är den rättsliga grunden art. 6.1 a GDPR. Du kan när som helst återkalla ditt samtycke med verkan framåt.',
            ],
          },
          {
            heading: '5. Mottagare',
            paragraphs: [
              'Budgivare ser fordonsuppgifter och bilder men inte säljarens identitet. Först efter en försäljning lämnar vi säljarens namn och kontaktuppgifter till den köpande handlaren, och tvärtom, så att betalning och hämtning kan planeras.',
              'Vi anlitar dessutom noggrant utvalda tjänsteleverantörer, till exempel för drift, e-postutskick och bokföring, som behandlar uppgifterna enbart enligt våra instruktioner. Uppgifter lämnas till myndigheter endast när vi är skyldiga enligt lag.',
            ],
          },
          {
            heading: '6. Lagringstid',
            paragraphs: [
              'Vi lagrar personuppgifter så länge ditt användarkonto finns eller så länge det behövs för respektive ändamål. Uppgifter som omfattas av bokförings- eller skatterättsliga arkiveringskrav sparar vi under den lagstadgade tiden på upp till tio år. Lagringstiden för cookies framgår av avsnitt 3.',
            ],
          },
          {
            heading: '7. Dina rättigheter',
            paragraphs: [
              'Du har rätt till tillgång, rättelse, radering och begränsning av behandlingen, rätt till dataportabilitet samt rätt att invända mot behandling som grundar sig på berättigat intresse.',
              'Du kan också lämna klagomål till en tillsynsmyndighet, till exempel Integritetsskyddsmyndigheten (IMY) eller den tillsynsmyndighet i Hamburg som är ansvarig för oss.',
            ],
          },
          {
            heading: '8. Dataskyddsombud',
            paragraphs: [
              'Vårt dataskyddsombud når du via datenschutz@campermarkt24.de eller per post till vår adress, märkt ”Dataskyddsombud”.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Företagsinformation',
      description:
        'Företagsinformation för CamperMarkt24 GmbH i Hamburg: uppgifter om tjänsteleverantören, ledning, handelsregister, momsnummer, kontakt och tvistlösning.',
      body: {
        sections: [
          {
            heading: 'Uppgifter enligt § 5 DDG (tyska lagen om digitala tjänster)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Tyskland'],
          },
          {
            heading: 'Företrädd av',
            paragraphs: ['Verkställande direktörer: Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Kontakt',
            paragraphs: ['Telefon: +49 40 123 456 70', 'E-post: service@campermarkt24.de'],
          },
          {
            heading: 'Handelsregister',
            paragraphs: ['Registerdomstol: Amtsgericht Hamburg', 'Registreringsnummer: HRB 178532'],
          },
          {
            heading: 'Momsregistreringsnummer',
            paragraphs: ['Momsregistreringsnummer enligt § 27a i tyska mervärdesskattelagen: DE356812947'],
          },
          {
            heading: 'Ansvarig för innehållet enligt § 18.2 MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburg, Tyskland'],
          },
          {
            heading: 'Tvistlösning',
            paragraphs: [
              'EU-kommissionens plattform för tvistlösning online (ODR-plattformen) lades ned den 20 juli 2025. Har du frågor eller klagomål, kontakta oss direkt på service@campermarkt24.de.',
              'Vi är varken villiga eller skyldiga att delta i tvistlösning inför en nämnd för alternativ tvistlösning för konsumenter.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'För handlare',
      description:
        'Köp granskade begagnade husbilar och husvagnar från hela Europa i auktioner på 24 timmar. Gratis registrering och provision bara när du köper.',
      body: {
        intro:
          'På CamperMarkt24 köper fler än 250 yrkeshandlare begagnade husbilar och husvagnar direkt från privata säljare och företag. Varje dag går nya fordon som vi har granskat till auktion.',
        sections: [
          {
            heading: 'Därför köper handlare hos oss',
            paragraphs: [
              'Många fordon på CamperMarkt24 kommer från privatpersoner och erbjuds ingen annanstans. Varje annons granskas före auktionen och har tydliga bilder och fullständiga uppgifter. Auktionerna pågår i högst 24 timmar och avslutas vardagar mellan kl. 14 och 17 – förutsägbart och under kontorstid.',
            ],
            items: [
              'granskade annonser med fullständiga uppgifter och tydliga bilder',
              'fordon från hela Europa',
              'korta, förutsägbara auktioner',
              'tydliga, bindande rutiner hela vägen till hämtningen',
            ],
          },
          {
            heading: 'Registrering och godkännande',
            paragraphs: [
              'Registrera ditt företag online och ladda upp bevis på verksamheten, till exempel registreringsbevis från Bolagsverket, tillsammans med ditt momsregistreringsnummer. Vi kontrollerar uppgifterna och godkänner ditt konto. Du får en bekräftelse via e-post och kan börja buda direkt.',
            ],
          },
          {
            heading: 'Provision',
            paragraphs: [
              'Registrering och budgivning är gratis. Först när du köper ett fordon betalar du en provision på 1,75 % netto av klubbat pris, minst 399 euro och högst 3 500 euro netto, i båda fallen plus 19 % moms.',
            ],
          },
          {
            heading: 'Verktyg för dina inköp',
            paragraphs: ['Med de här funktionerna har du full koll:'],
            items: [
              'Budagent: ange ett maxbud så budar agenten automatiskt upp till din gräns',
              'Sparade sökningar: få besked om nya fordon som matchar dina kriterier',
              'Bevakningslista: håll koll på intressanta fordon tills auktionen slutar',
              'Köp direkt: köp fordon med ett köp direkt-pris omedelbart, utan att vänta på auktionen',
              'Efterbud och omförhandling: chans till affär även efter att auktionen har avslutats',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Sälj din husbil',
      description:
        'Sälj din husbil eller husvagn gratis: skapa en annons, granskning inom 24 timmar, handlarauktion på 24 timmar och handlaren hämtar och betalar.',
      body: {
        intro:
          'Med CamperMarkt24 säljer du din husbil, husvagn eller släpvagn till godkända handlare – gratis, snabbt och utan visningar för privatpersoner.',
        sections: [
          {
            heading: 'Så går försäljningen till',
            paragraphs: ['I fyra steg till en affär:'],
            items: [
              'Du skapar gratis en annons med fordonsuppgifter, bilder och ditt önskade pris.',
              'Vi granskar din annons inom högst 24 timmar, även på helger.',
              'Fler än 250 handlare lägger bud i en onlineauktion på högst 24 timmar.',
              'Når ett bud ditt önskade pris är fordonet sålt; annars avgör du om du vill anta det högsta budet.',
            ],
          },
          {
            heading: 'Det här behöver du',
            paragraphs: [
              'För annonsen behöver du registreringsbeviset och aktuella bilder. Vi rekommenderar minst fem exteriörbilder och fem interiörbilder. Servicebok, kvitton och protokoll, till exempel från gasolkontroll eller fukttest, ökar handlarnas förtroende – och ofta även deras bud.',
            ],
          },
          {
            heading: 'Önskat pris och omförhandling',
            paragraphs: [
              'Du bestämmer vilket pris du minst vill få. Når ett bud det beloppet vinner högstbjudande automatiskt. Ligger det högsta budet under kan du acceptera det, omförhandla online eller tacka nej. Efterbud efter auktionens slut är också möjliga. Vår kostnadsfria snabbvärdering ger dig en realistisk bild av vad du kan förvänta dig.',
            ],
          },
          {
            heading: 'Hämtning och betalning',
            paragraphs: [
              'Efter försäljningen får handlaren dina kontaktuppgifter och kommer överens med dig om betalning och hämtning. Överlämningen sker direkt eller inom högst sex veckor; efter överenskommelse även senare, upp till tre månader efter försäljningen. Handlaren betalar köpeskillingen direkt till dig, senast vid hämtningen. Lämna inte ifrån dig fordon och handlingar förrän pengarna finns på ditt konto.',
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
      bio: 'Lena Hoffmann leder redaktionen på CamperMarkt24. Hon har i många år rest runt i Europa med sin egen campervan och skriver om allt som säljare behöver veta före, under och efter auktionen.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Chef för handlarrelationer',
      bio: 'Pieter de Vries tar hand om handlarna på CamperMarkt24. Innan han kom till oss arbetade han länge inom husvagnshandeln i Nederländerna och känner fordonsinköp från insidan.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Expert på fordonsvärdering',
      bio: 'Marek Novák är utbildad fordonstekniker och ansvarar för den kostnadsfria snabbvärderingen på CamperMarkt24. Han vet precis vad handlare tittar efter hos husbilar och husvagnar.',
    },
  ],
  articles: [
    {
      slug: 'salja-husbil-checklista',
      authorSlug: 'lena-hoffmann',
      title: 'Sälja husbil: checklistan för en smidig försäljning',
      excerpt:
        'Från papper till överlämning: med den här checklistan förbereder du försäljningen av din husbil ordentligt och slipper obehagliga överraskningar.',
      body: [
        'Man säljer inte en husbil varje dag, och därför är det extra viktigt att förbereda sig väl. Den som har sina papper i ordning, beskriver fordonet ärligt och har ett realistiskt önskat pris säljer snabbare och oftast till ett bättre pris.',
        'Börja med dokumenten. Du behöver registreringsbeviset. Samla också ihop serviceboken, verkstadskvitton, det senaste besiktningsprotokollet och eventuella intyg om gasolkontroll och fukttest. En fullständig servicehistorik är ett av de starkaste argumenten för handlare.',
        'Rengör fordonet noggrant både invändigt och utvändigt. Töm färsk- och gråvattentanken, töm toalettkassetten och plocka ur dina personliga saker. Små fel som en trasig glödlampa eller en lucka som kärvar går ofta att åtgärda med liten insats och ger ett mycket bättre intryck.',
        'Beskriv din husbil fullständigt och ärligt. Nämn utrustning som markis, solpaneler, cykelhållare eller parabol, men också kända fel, skador eller fuktfläckar. Handlare budar tryggare – och högre – när de inte behöver oroa sig för dolda överraskningar. Till det hör också bra bilder: minst fem exteriörbilder och fem interiörbilder.',
        'Sätt ett realistiskt önskat pris. Den kostnadsfria snabbvärderingen från CamperMarkt24 ger dig ett prisintervall via e-post inom 24 timmar. Nås ditt önskade pris i auktionen är fordonet automatiskt sålt – sätt det alltså inte lägre än det pris du faktiskt vill ha.',
        'Planera till sist överlämningen. Bestäm om du vill lämna över fordonet direkt eller om några veckor, och ha alla nycklar, manualer och tillbehör redo. Kom överens med handlaren om hur ägarbytet ska anmälas, och säg inte upp försäkringen förrän det är gjort. Lämna inte ifrån dig fordon och handlingar förrän köpeskillingen finns på ditt konto.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'fotografera-husbil-tips',
      authorSlug: 'lena-hoffmann',
      title: 'Så fotograferar du din husbil: 5 exteriör- och 5 interiörbilder',
      excerpt:
        'Bra bilder är annonsens skyltfönster. Vi visar vilka tio bilder handlarna vill se och hur du lyckas med dem, även med mobilen.',
      body: [
        'Handlarna på CamperMarkt24 lägger bud utan att ha sett fordonet på plats. Därför är bilderna den viktigaste delen av din annons: ju tydligare och mer fullständigt de visar din husbil, desto säkrare kan handlarna räkna – och desto högre blir ofta buden. Vi rekommenderar minst fem exteriörbilder och fem interiörbilder.',
        'Skapa goda förutsättningar. Fotografera i dagsljus, helst en lätt mulen dag, så att det inte blir några hårda skuggor. Ställ fordonet på en lugn och städad plats utan andra bilar i bakgrunden. Ett rent fordon och en ren kameralins gör förvånansvärt stor skillnad.',
        'De fem exteriörbilderna: fotografera fordonet snett framifrån från vänster och snett bakifrån från höger, så att fronten respektive bakpartiet och en sida syns. Lägg till en hel sidovy från vänster och från höger, plus en bild av taket eller, om det inte går, av garaget bak och påbyggnader som markis och cykelhållare.',
        'De fem interiörbilderna: visa förarhytten med instrumentpanelen påslagen så att mätarställningen går att läsa, sittgruppen, köket, badrummet och sovplatsen. Dra ifrån gardiner och rullgardiner, tänd belysningen och fotografera från ett hörn så att så mycket som möjligt av utrymmet syns.',
        'Göm inga fel. En extra bild av en repa, en buckla eller en fuktfläck uppfattas som ärlig och skapar förtroende. Handlare räknar ändå med bruksspår; det som skrämmer dem är överraskningar vid hämtningen.',
        'Till sist några extra bilder som lönar sig: typskylten, däcken med synligt mönsterdjup, bodelsdörren och teknik som värmare, kylskåp och fritidsbatteri. Kontrollera innan du laddar upp att alla bilder är skarpa och rättvända – då står inget i vägen för en lyckad auktion.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'vad-paverkar-husvagnens-varde',
      authorSlug: 'marek-novak',
      title: 'Vad avgör värdet på en husvagn?',
      excerpt:
        'Ålder, planlösning, fukt och skötsel: det är de faktorerna som avgör vad handlarna budar på din begagnade husvagn.',
      body: [
        'Två husvagnar av samma årsmodell kan skilja sig betydligt i värde. Handlare tittar inte bara på märke och ålder utan framför allt på hur lätt fordonet går att sälja vidare. Känner du till de viktigaste faktorerna kan du bedöma ditt önskade pris mycket bättre.',
        'Den enskilt viktigaste faktorn är att påbyggnaden är tät. Fukt i väggar, golv eller tak är den vanligaste och dyraste skadan på husvagnar. Ett färskt fukttestprotokoll från en fackverkstad tar bort osäkerheten för handlarna och märks tydligt i buden.',
        'Även planlösning och vikt spelar stor roll. Praktiska planlösningar som enkelsängar, våningssängar för familjer eller ett separat badrum är eftertraktade. Totalvikten har också betydelse: husvagnar som kan dras av vanliga dragbilar lockar fler intressenter.',
        'Utrustning kan höja värdet om den är efterfrågad och fungerar. En mover, ett förtält eller en markis i gott skick, solpaneler eller ett modernt värmesystem är populära hos handlarna. Extrautrustning som inte fungerar drar däremot snarare ned värdet.',
        'Underskatta inte skötselhistoriken. Regelbunden service, kvitton och en aktuell gasolkontroll visar att husvagnen har varit i goda händer. Även däcken spelar in: husvagnsdäck åldras ofta snabbare än de slits, så handlarna kontrollerar tillverkningsdatumet.',
        'Till sist beror priset också på marknaden. Inför säsongen på våren är efterfrågan oftast större än på senhösten. Vill du veta var din husvagn står just nu kan du använda vår kostnadsfria snabbvärdering: du får ett prisintervall via e-post inom 24 timmar.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'sa-fungerar-handlarauktionen',
      authorSlug: 'pieter-de-vries',
      title: 'Så fungerar handlarauktionen – och därför hjälper budagenten',
      excerpt:
        'Kort tid, fasta sluttider och bindande bud: en titt bakom kulisserna på CamperMarkt24:s auktion och på budagenten som sparar tid åt handlarna.',
      body: [
        'På CamperMarkt24 kan bara granskade yrkeshandlare lägga bud. Fler än 250 handlare med omkring 300 budgivare är registrerade, och var och en av dem har fått styrka sin yrkesmässiga verksamhet innan de fick lägga sitt första bud. För säljare betyder det att varje bud kommer från en seriös köpare.',
        'Innan ett fordon går till auktion granskar vårt team annonsen inom högst 24 timmar. Själva auktionen pågår sedan i högst 24 timmar och avslutas alltid en vardag mellan kl. 14 och 17. De fasta sluttiderna är valda med avsikt: handlarna kan planera sina inköp och är i regel tillgängliga när auktionen avslutas.',
        'Buden är bindande. Når ett bud säljarens önskade pris vinner högstbjudande automatiskt. Är det högsta budet lägre avgör säljaren om budet ska accepteras, om priset ska omförhandlas online eller om det blir ett nej. Efter auktionen kan handlarna dessutom lämna ett efterbud, som är bindande i 48 timmar eller tills säljaren tackar nej.',
        'Här kommer budagenten in. I stället för att sitta vid skärmen när auktionen närmar sig slutet anger handlaren sitt maxbud. Agenten budar sedan automatiskt i små steg så fort en annan handlare bjuder över – men aldrig över den angivna gränsen.',
        'Det gynnar båda sidor. Handlare missar inte en auktion bara för att de är upptagna med en kund, och de betalar inte mer än nödvändigt eftersom agenten bara går så högt som det konkurrerande budet kräver. Säljarna tjänar på att fler handlare kan buda samtidigt, vilket ökar konkurrensen om deras fordon.',
        'För handlare som vill slå till snabbt finns dessutom köp direkt till ett fast pris, när ett sådant har angetts. Med sparade sökningar och bevakningslistan håller de koll på nya fordon som passar deras lager. Och provisionen tas bara ut när ett köp faktiskt blir av.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
