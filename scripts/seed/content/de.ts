/** Seeded editorial content in German. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Wohnmobil und Wohnwagen verkaufen',
      description:
        'Verkaufen Sie Ihr Wohnmobil oder Ihren Wohnwagen kostenlos an über 250 geprüfte Händler. Prüfung in 24 Stunden, Auktion in 24 Stunden, Abholung inklusive.',
      body: {
        hero: {
          title: 'Ihr Wohnmobil kostenlos an über 250 Händler verkaufen – in einer Auktion von höchstens 24 Stunden',
          subtitle:
            'Inserat anlegen, Preisvorstellung festlegen, Händler bieten lassen: Bei CamperMarkt24 verkaufen Sie Wohnmobile und Wohnwagen schnell, sicher und ohne Gebühren.',
          cta: 'Jetzt kostenlos verkaufen',
          secondaryCta: 'Kostenlose Bewertung anfordern',
        },
        advantages: [
          {
            title: '100 % kostenlos für Verkäufer',
            text: 'Sie zahlen weder für das Inserat noch beim Verkauf. Die Provision trägt ausschließlich der Händler, der das Fahrzeug kauft.',
          },
          {
            title: 'Über 250 geprüfte Händler',
            text: 'Es bieten nur freigeschaltete gewerbliche Händler mit. So erreichen Sie echte Käufer aus ganz Europa statt Schnäppchenjäger.',
          },
          {
            title: 'Sie behalten die Kontrolle',
            text: 'Sie bestimmen Ihre Preisvorstellung. Wird sie nicht erreicht, entscheiden Sie selbst, ob Sie annehmen, nachverhandeln oder ablehnen.',
          },
          {
            title: 'Schnell und bequem',
            text: 'Prüfung innerhalb von 24 Stunden, Auktion über höchstens 24 Stunden, Abholung durch den Händler – ohne Probefahrten mit Fremden.',
          },
        ],
        steps: [
          {
            title: 'Kostenlos inserieren',
            text: 'Tragen Sie die Fahrzeugdaten ein, laden Sie Fotos hoch und nennen Sie Ihre Preisvorstellung. Das geht in wenigen Minuten.',
          },
          {
            title: 'Wir prüfen in 24 Stunden',
            text: 'Unser Team prüft jedes Inserat innerhalb von höchstens 24 Stunden, auch am Wochenende, und meldet sich bei Rückfragen.',
          },
          {
            title: 'Händler bieten 24 Stunden',
            text: 'Ihr Fahrzeug geht in eine Online-Auktion von höchstens 24 Stunden. Sie endet immer montags bis freitags zwischen 14 und 17 Uhr.',
          },
          {
            title: 'Sie entscheiden, der Händler holt ab',
            text: 'Erreicht ein Gebot Ihre Preisvorstellung, erhält der Höchstbietende automatisch den Zuschlag. Sonst entscheiden Sie über das Angebot. Der Händler bezahlt und holt ab.',
          },
        ],
        reviews: [
          {
            name: 'Thomas K.',
            city: 'Hannover',
            rating: 5,
            text: 'Unser Alkoven war nach einem Tag verkauft, und der Händler hat ihn zwei Wochen später pünktlich abgeholt. Einfacher geht es nicht.',
          },
          {
            name: 'Sabine M.',
            city: 'Freiburg im Breisgau',
            rating: 5,
            text: 'Ich hatte Sorge, unter Wert zu verkaufen. Das Höchstgebot lag am Ende deutlich über dem, was mir der Händler vor Ort angeboten hatte.',
          },
          {
            name: 'Jürgen W.',
            city: 'Dortmund',
            rating: 4,
            text: 'Meine Preisvorstellung wurde knapp verfehlt, aber über die Nachverhandlung haben wir uns am nächsten Tag geeinigt. Sehr freundliche Beratung am Telefon.',
          },
          {
            name: 'Claudia S.',
            city: 'Linz',
            rating: 5,
            text: 'Unseren Wohnwagen haben wir ohne eine einzige Besichtigung mit Privatleuten verkauft. Die Tipps für die Fotos waren Gold wert.',
          },
          {
            name: 'Markus B.',
            city: 'Regensburg',
            rating: 4,
            text: 'Prüfung am Samstag, Auktion am Dienstag, Abholung zwei Wochen später. Ich würde jederzeit wieder über CamperMarkt24 verkaufen.',
          },
        ],
        stats: [
          { value: '250+', label: 'Händler' },
          { value: '5.000', label: 'verkaufte Fahrzeuge' },
          { value: '3.000', label: 'Auktionen' },
          { value: '130+', label: 'Bewertungen' },
        ],
        faq: [
          {
            question: 'Was kostet mich der Verkauf über CamperMarkt24?',
            answer:
              'Nichts. Inserat, Prüfung, Auktion und Verkauf sind für private und gewerbliche Verkäufer kostenlos. Die Provision zahlt allein der Händler, der Ihr Fahrzeug kauft.',
          },
          {
            question: 'Wie schnell kann ich mein Wohnmobil verkaufen?',
            answer:
              'Wir prüfen Ihr Inserat innerhalb von höchstens 24 Stunden, auch am Wochenende. Die anschließende Auktion dauert maximal 24 Stunden und endet montags bis freitags zwischen 14 und 17 Uhr. Im besten Fall ist Ihr Fahrzeug also innerhalb von zwei Tagen verkauft.',
          },
          {
            question: 'Wer bietet auf mein Fahrzeug?',
            answer:
              'Ausschließlich geprüfte gewerbliche Händler. Auf CamperMarkt24 sind über 250 Händler mit rund 300 Bietern registriert, die laufend gebrauchte Wohnmobile und Wohnwagen suchen.',
          },
          {
            question: 'Was passiert, wenn meine Preisvorstellung nicht erreicht wird?',
            answer:
              'Dann kommt der Verkauf nicht automatisch zustande. Sie können das Höchstgebot annehmen, online nachverhandeln oder ablehnen. Außerdem können Händler nach Auktionsende noch ein Nachgebot abgeben.',
          },
          {
            question: 'Wann wird mein Fahrzeug abgeholt?',
            answer:
              'Sie geben an, ob Sie das Fahrzeug sofort oder innerhalb von höchstens sechs Wochen übergeben möchten. Nach Absprache ist auch eine spätere Abholung bis zu drei Monate nach dem Verkauf möglich.',
          },
          {
            question: 'Sehen die Händler meine Kontaktdaten?',
            answer:
              'Nein. Ihre Identität bleibt für die Bieter verborgen, bis ein Verkauf zustande gekommen ist. Erst dann erhält der kaufende Händler Ihre Kontaktdaten, um Zahlung und Abholung mit Ihnen abzustimmen.',
          },
        ],
      },
    },
    about: {
      title: 'Über uns',
      description:
        'CamperMarkt24 bringt Verkäufer gebrauchter Wohnmobile und Wohnwagen mit über 250 geprüften Händlern zusammen. Lernen Sie unsere Idee und unser Team kennen.',
      body: {
        intro:
          'CamperMarkt24 ist der Online-Marktplatz, auf dem private und gewerbliche Verkäufer gebrauchte Wohnmobile und Wohnwagen an geprüfte Händler versteigern. Unser Ziel: ein fairer Preis, ein schneller Verkauf und möglichst wenig Aufwand für alle Beteiligten.',
        sections: [
          {
            heading: 'Unsere Idee',
            paragraphs: [
              'Wer ein Wohnmobil privat verkauft, kennt das: unzählige Anfragen, Probefahrten mit Unbekannten, Feilschen am Telefon und am Ende die Unsicherheit bei der Bezahlung. Händler wiederum suchen ständig gepflegte Gebrauchtfahrzeuge, finden sie aber nur mit viel Aufwand.',
              'CamperMarkt24 bringt beide Seiten zusammen – transparent, digital und in einem klar begrenzten Zeitraum. Verkäufer inserieren kostenlos, Händler bieten in einer Online-Auktion, und am Ende steht ein verbindlicher Verkauf.',
            ],
          },
          {
            heading: 'So arbeiten wir',
            paragraphs: [
              'Jedes Inserat wird von unserem Team innerhalb von 24 Stunden geprüft, auch am Wochenende. Wir achten auf vollständige Angaben, aussagekräftige Fotos und eine nachvollziehbare Preisvorstellung. Erst danach geht das Fahrzeug in die Auktion, in der ausschließlich freigeschaltete Händler bieten.',
              'Unser Service-Team ist montags bis freitags von 9 bis 17 Uhr telefonisch erreichbar und begleitet Verkäufer wie Händler vom ersten Foto bis zur Abholung.',
            ],
          },
          {
            heading: 'Zahlen, die für uns sprechen',
            paragraphs: ['Seit dem Start von CamperMarkt24 ist unser Netzwerk stetig gewachsen:'],
            items: [
              'über 250 geprüfte Händler',
              'rund 300 aktive Bieter',
              'mehr als 5.000 verkaufte Fahrzeuge',
              'über 3.000 durchgeführte Auktionen',
              'mehr als 130 Kundenbewertungen',
            ],
          },
          {
            heading: 'In ganz Europa zu Hause',
            paragraphs: [
              'Unser Sitz ist in Hamburg, unsere Plattform spricht acht Sprachen: Deutsch, Englisch, Niederländisch, Schwedisch, Dänisch, Polnisch, Spanisch und Tschechisch. So erreichen Verkäufer Händler weit über die eigene Region hinaus, und Händler finden Fahrzeuge, die sie sonst nie zu sehen bekämen.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Kontakt',
      description:
        'So erreichen Sie CamperMarkt24: telefonisch montags bis freitags von 9 bis 17 Uhr oder per E-Mail. Wir beantworten Ihre Anfrage innerhalb eines Arbeitstages.',
      body: {
        intro:
          'Sie haben Fragen zu Ihrem Inserat, zur Auktion oder zur Registrierung als Händler? Unser Service-Team hilft Ihnen gern weiter.',
        sections: [
          {
            heading: 'So erreichen Sie uns',
            paragraphs: ['Telefonisch sind wir montags bis freitags von 9:00 bis 17:00 Uhr für Sie da.'],
            items: [
              'Telefon: +49 40 123 456 70',
              'E-Mail: service@campermarkt24.de',
              'Anschrift: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Deutschland',
            ],
          },
          {
            heading: 'Antwort innerhalb eines Arbeitstages',
            paragraphs: [
              'Anfragen per E-Mail beantworten wir innerhalb eines Arbeitstages. Wenn es um ein bestimmtes Fahrzeug geht, nennen Sie uns bitte die Inseratsnummer – dann können wir Ihnen schneller helfen.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Häufige Fragen',
      description:
        'Antworten auf häufige Fragen zum Verkauf, zur Auktion, zur Händlerregistrierung und zur kostenlosen Bewertung von Wohnmobilen und Wohnwagen bei CamperMarkt24.',
      body: {
        groups: [
          {
            title: 'Verkaufen',
            items: [
              {
                question: 'Wer kann über CamperMarkt24 verkaufen?',
                answer:
                  'Private und gewerbliche Verkäufer. Sie können gebrauchte Wohnmobile sowie Wohnwagen und Anhänger anbieten. Voraussetzung ist, dass Sie Eigentümer des Fahrzeugs sind oder darüber verfügen dürfen.',
              },
              {
                question: 'Was kostet mich der Verkauf?',
                answer:
                  'Nichts. Inserat, Prüfung, Auktion, Nachverhandlung und Verkauf sind für Verkäufer kostenlos. Die Provision zahlt ausschließlich der Händler, der das Fahrzeug kauft.',
              },
              {
                question: 'Welche Unterlagen und Fotos brauche ich?',
                answer:
                  'Halten Sie die Zulassungsbescheinigung Teil I und Teil II bereit, dazu möglichst Serviceheft, Rechnungen und Prüfberichte. Wir empfehlen mindestens fünf Außen- und fünf Innenaufnahmen Ihres Fahrzeugs.',
              },
              {
                question: 'Wie lange dauert die Prüfung meines Inserats?',
                answer:
                  'Höchstens 24 Stunden, auch am Wochenende. Fehlen Angaben oder Fotos, melden wir uns bei Ihnen, damit Ihr Inserat schnell in die Auktion gehen kann.',
              },
              {
                question: 'Bin ich verpflichtet zu verkaufen?',
                answer:
                  'Erreicht ein Gebot Ihre Preisvorstellung, erhält der Höchstbietende automatisch den Zuschlag, und der Verkauf ist verbindlich. Liegt das Höchstgebot darunter, entscheiden Sie frei, ob Sie annehmen, nachverhandeln oder ablehnen.',
              },
            ],
          },
          {
            title: 'Auktion und Gebote',
            items: [
              {
                question: 'Wie lange dauert eine Auktion?',
                answer:
                  'Eine Auktion dauert höchstens 24 Stunden und endet immer montags bis freitags zwischen 14 und 17 Uhr deutscher Zeit. So können Händler zu üblichen Geschäftszeiten mitbieten.',
              },
              {
                question: 'Was ist der Bietagent?',
                answer:
                  'Händler können ein Maximalgebot hinterlegen. Der Bietagent bietet dann automatisch in kleinen Schritten mit, bis dieses Maximum erreicht ist. So verpasst kein Händler eine Auktion, nur weil er gerade nicht am Bildschirm sitzt.',
              },
              {
                question: 'Was bedeutet Sofortkauf?',
                answer:
                  'Ist für ein Fahrzeug ein Sofortkaufpreis angegeben, kann ein Händler es zu diesem Preis sofort kaufen. Die Auktion endet damit, und der Kauf ist verbindlich.',
              },
              {
                question: 'Was ist ein Nachgebot?',
                answer:
                  'Endet eine Auktion ohne Zuschlag, können Händler noch ein Nachgebot abgeben. Ein Nachgebot bindet den Bieter 48 Stunden lang oder bis der Verkäufer es ablehnt.',
              },
              {
                question: 'Wie funktioniert die Nachverhandlung?',
                answer:
                  'Wird die Preisvorstellung nicht erreicht, können Verkäufer und Höchstbietender online über den Preis verhandeln und Gegenangebote austauschen. Einigen sich beide, ist der Verkauf verbindlich. Die Identität des Verkäufers bleibt dabei verborgen.',
              },
            ],
          },
          {
            title: 'Händler',
            items: [
              {
                question: 'Wer kann als Händler mitbieten?',
                answer:
                  'Gewerbliche Fahrzeughändler, die ihren Gewerbenachweis eingereicht haben und von uns geprüft und freigeschaltet wurden. Private Käufer können nicht mitbieten.',
              },
              {
                question: 'Was kostet die Teilnahme für Händler?',
                answer:
                  'Registrierung und Bieten sind kostenlos. Nur beim Kauf fällt eine Provision von 1,75 % netto vom Zuschlagspreis an, mindestens 399 Euro und höchstens 3.500 Euro netto, jeweils zuzüglich 19 % Umsatzsteuer.',
              },
              {
                question: 'Wann ist die Provision fällig?',
                answer:
                  `Nach dem Kauf erhalten Sie eine Rechnung per E-Mail. Sie ist innerhalb von ${PAYMENT_TERM_DAYS} Tagen nach Rechnungsdatum zu bezahlen.`,
              },
              {
                question: 'Wie bezahle ich das Fahrzeug?',
                answer:
                  'Den Kaufpreis zahlen Sie direkt an den Verkäufer, spätestens bei der Abholung. Nach dem Verkauf erhalten Sie die Kontaktdaten des Verkäufers, um Zahlung und Übergabe abzustimmen.',
              },
              {
                question: 'Wie finde ich passende Fahrzeuge?',
                answer:
                  'Speichern Sie Suchen mit Ihren Kriterien, dann informieren wir Sie über neue passende Fahrzeuge. Interessante Angebote setzen Sie auf Ihre Merkliste, um sie bis zum Auktionsende im Blick zu behalten.',
              },
            ],
          },
          {
            title: 'Bewertung',
            items: [
              {
                question: 'Was ist die kostenlose Schnellbewertung?',
                answer:
                  'Sie nennen uns die wichtigsten Daten Ihres Wohnmobils oder Wohnwagens und erhalten innerhalb von 24 Stunden eine Preisspanne per E-Mail. Die Bewertung ist kostenlos und unverbindlich.',
              },
              {
                question: 'Welche Angaben brauchen Sie für die Bewertung?',
                answer:
                  'Marke, Modell, Erstzulassung, Kilometerstand bzw. Baujahr, Ausstattung und Zustand. Mit Fotos können wir die Preisspanne genauer eingrenzen.',
              },
              {
                question: 'Ist die Bewertung ein verbindliches Angebot?',
                answer:
                  'Nein. Die Preisspanne dient als Orientierung für Ihre Preisvorstellung. Den tatsächlichen Preis bestimmen die Gebote der Händler in der Auktion.',
              },
              {
                question: 'Muss ich nach der Bewertung verkaufen?',
                answer:
                  'Nein. Sie entscheiden in Ruhe, ob und wann Sie Ihr Fahrzeug inserieren möchten. Es entstehen Ihnen dadurch keinerlei Kosten oder Verpflichtungen.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Karriere',
      description:
        'Arbeiten bei CamperMarkt24: Gestalten Sie mit uns in Hamburg oder remote den europäischen Online-Handel mit gebrauchten Wohnmobilen und Wohnwagen mit.',
      body: {
        sections: [
          {
            heading: 'Arbeiten bei CamperMarkt24',
            paragraphs: [
              'Wir sind ein überschaubares Team in Hamburg mit Kolleginnen und Kollegen in ganz Europa. Bei uns arbeiten Softwareentwicklung, Fahrzeugexpertise und Kundenservice eng zusammen – mit kurzen Wegen und viel Verantwortung für jede und jeden Einzelnen.',
              'Viele von uns sind selbst mit Wohnmobil oder Wohnwagen unterwegs. Diese Begeisterung fließt in unsere Arbeit ein: Wir wollen, dass der Verkauf eines Reisemobils so entspannt wird wie die Reise damit.',
            ],
          },
          {
            heading: 'Was wir bieten',
            paragraphs: ['Damit Sie sich bei uns wohlfühlen, bieten wir unter anderem:'],
            items: [
              'flexible Arbeitszeiten und die Möglichkeit, mobil zu arbeiten',
              'ein Büro in der Hamburger HafenCity',
              'ein jährliches Weiterbildungsbudget',
              'ein Firmen-Wohnmobil, das Mitarbeitende für ihren Urlaub ausleihen können',
              'ein internationales Team und flache Hierarchien',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer TypeScript (m/w/d)',
            location: 'Remote (EU)',
            type: 'Vollzeit',
            text: 'Sie entwickeln unsere Auktionsplattform weiter, vom Bietagenten bis zum Verkäuferbereich. Sie bringen mehrjährige Erfahrung mit TypeScript, React und serverseitigen Anwendungen mit und übernehmen gern Verantwortung für Ihre Features.',
          },
          {
            title: 'Händlerbetreuer (m/w/d)',
            location: 'Hamburg',
            type: 'Vollzeit',
            text: 'Sie sind erste Ansprechperson für unsere Händler, begleiten neue Partner durch die Registrierung und helfen bei Fragen rund um Auktionen und Käufe. Erfahrung im Fahrzeughandel ist ein Plus, eine weitere europäische Sprache ebenfalls.',
          },
          {
            title: 'Qualitätsprüfer Inserate (m/w/d)',
            location: 'Hamburg',
            type: 'Teilzeit',
            text: 'Sie prüfen neue Inserate auf Vollständigkeit und Plausibilität und sorgen dafür, dass jedes Fahrzeug innerhalb von 24 Stunden in die Auktion gehen kann. Die Stelle umfasst auch Einsätze am Wochenende im Wechsel.',
          },
        ],
      },
    },
    pricing: {
      title: 'Preise und Provision',
      description:
        'Für Verkäufer kostenlos, für Händler eine faire Erfolgsprovision: 1,75 % netto vom Zuschlagspreis, mindestens 399 und höchstens 3.500 Euro zzgl. MwSt.',
      body: {
        intro:
          'Bei CamperMarkt24 zahlt nur, wer kauft. Für Verkäufer ist der gesamte Service kostenlos, Händler zahlen ausschließlich im Erfolgsfall eine Provision.',
        sections: [
          {
            heading: 'Kostenlos für Verkäufer',
            paragraphs: [
              'Inserat, Prüfung, Auktion, Nachverhandlung und Schnellbewertung sind für private und gewerbliche Verkäufer kostenlos. Es gibt keine Einstellgebühren, keine Abonnements und keine versteckten Kosten – auch dann nicht, wenn Ihr Fahrzeug verkauft wird.',
            ],
          },
          {
            heading: 'Provision für Händler',
            paragraphs: [
              'Händler zahlen eine Vermittlungsprovision von 1,75 % netto vom Zuschlagspreis. Die Provision beträgt mindestens 399 Euro netto und höchstens 3.500 Euro netto, jeweils zuzüglich 19 % Umsatzsteuer.',
              'Zuschlagspreis ist der Preis, zu dem das Fahrzeug verkauft wird – gleich ob durch ein Gebot in der Auktion, einen Sofortkauf, ein angenommenes Nachgebot oder eine Einigung in der Nachverhandlung.',
            ],
          },
          {
            heading: 'Nur im Erfolgsfall',
            paragraphs: [
              'Registrierung, Bieten, gespeicherte Suchen und Merkliste sind für Händler kostenlos. Die Provision fällt nur an, wenn Sie den Zuschlag erhalten und der Kauf zustande kommt. Bieten Sie mit, ohne zu gewinnen, entstehen Ihnen keine Kosten.',
            ],
          },
          {
            heading: 'Fälligkeit',
            paragraphs: [
              `Nach dem Kauf stellen wir die Provision per E-Mail in Rechnung. Der Rechnungsbetrag ist innerhalb von ${PAYMENT_TERM_DAYS} Tagen nach Rechnungsdatum fällig. Den Kaufpreis für das Fahrzeug zahlt der Händler direkt an den Verkäufer.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Partner werden',
      description:
        'Werden Sie Partner von CamperMarkt24: als Händler, als Fahrzeugportal oder Flottenbetreiber mit Schnittstelle oder als Affiliate im Empfehlungsprogramm.',
      body: {
        intro:
          'CamperMarkt24 wächst gemeinsam mit seinen Partnern. Ob Sie Fahrzeuge einkaufen, Fahrzeuge vermarkten oder Verkäufer zu uns empfehlen möchten – wir finden die passende Form der Zusammenarbeit.',
        sections: [
          {
            heading: 'Für Händler',
            paragraphs: [
              'Als registrierter Händler bieten Sie auf geprüfte Wohnmobile und Wohnwagen von privaten und gewerblichen Verkäufern aus ganz Europa. Die Registrierung ist kostenlos, eine Provision fällt nur an, wenn Sie ein Fahrzeug kaufen.',
            ],
          },
          {
            heading: 'Für Fahrzeugportale und Flottensysteme',
            paragraphs: [
              'Sie betreiben ein Fahrzeugportal, eine Vermietflotte oder ein Flottenmanagementsystem? Über unsere Schnittstelle können Sie Fahrzeuge direkt an CamperMarkt24 übergeben und Auktionsergebnisse automatisch zurückerhalten. So vermarkten Sie ausgesteuerte Fahrzeuge ohne zusätzlichen Aufwand.',
              'Sprechen Sie uns an, wir stimmen die technische Anbindung gemeinsam mit Ihnen ab.',
            ],
          },
          {
            heading: 'Für Affiliates: das Empfehlungsprogramm',
            paragraphs: [
              'Camping-Blogs, Foren, Werkstätten oder Stellplatzbetreiber können Verkäufer über einen persönlichen Empfehlungslink zu CamperMarkt24 schicken. Für jeden erfolgreich vermittelten Verkauf erhalten Sie eine Vergütung.',
              'Ein Besuch über Ihren Link wird 30 Tage lang Ihrem Partnerkonto zugeordnet. Die Konditionen des Programms senden wir Ihnen gern auf Anfrage zu.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Allgemeine Geschäftsbedingungen',
      description:
        'Die Allgemeinen Geschäftsbedingungen von CamperMarkt24 für Verkäufer und Händler: Inserate, Prüfung, Auktion, Gebote, Sofortkauf, Provision und Haftung.',
      body: {
        intro:
          'Diese Allgemeinen Geschäftsbedingungen (AGB) regeln die Nutzung des Online-Marktplatzes CamperMarkt24 durch Verkäufer und Händler. Betreiber ist die CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg.',
        sections: [
          {
            heading: '§ 1 Geltungsbereich',
            paragraphs: [
              'Diese AGB gelten für alle Verträge zwischen der CamperMarkt24 GmbH (nachfolgend „CamperMarkt24“) und den Nutzern der Plattform. Nutzer sind Verkäufer, die gebrauchte Wohnmobile, Wohnwagen oder Anhänger anbieten, sowie gewerbliche Händler, die auf diese Fahrzeuge bieten.',
              'CamperMarkt24 stellt die Plattform zur Verfügung und vermittelt Kaufverträge. Kaufverträge über Fahrzeuge kommen ausschließlich zwischen Verkäufer und Händler zustande; CamperMarkt24 wird nicht Vertragspartei.',
              'Abweichende Bedingungen von Nutzern gelten nur, wenn CamperMarkt24 ihnen ausdrücklich schriftlich zugestimmt hat.',
            ],
          },
          {
            heading: '§ 2 Registrierung und Nutzerkonto',
            paragraphs: [
              'Die Nutzung der Plattform setzt eine Registrierung voraus. Nutzer müssen volljährig sein und bei der Registrierung vollständige und wahrheitsgemäße Angaben machen. Zugangsdaten sind geheim zu halten.',
              'Händler müssen ihre gewerbliche Tätigkeit durch geeignete Unterlagen nachweisen, insbesondere durch Gewerbeanmeldung oder Handelsregisterauszug sowie Umsatzsteuer-Identifikationsnummer. Händler dürfen erst nach Prüfung und Freischaltung durch CamperMarkt24 bieten. Ein Anspruch auf Freischaltung besteht nicht.',
            ],
          },
          {
            heading: '§ 3 Inserate',
            paragraphs: [
              'Das Einstellen von Inseraten ist für Verkäufer kostenlos. Der Verkäufer versichert, Eigentümer des Fahrzeugs oder zur Veräußerung berechtigt zu sein, und weist auf bestehende Rechte Dritter, etwa eine Finanzierung, hin.',
              'Alle Angaben zum Fahrzeug müssen vollständig und zutreffend sein. Bekannte Mängel, Unfallschäden und Feuchtigkeitsschäden sind anzugeben. Die Fotos müssen das angebotene Fahrzeug in seinem aktuellen Zustand zeigen.',
              'Der Verkäufer legt eine Preisvorstellung (Mindestpreis) fest und gibt an, ob das Fahrzeug sofort oder innerhalb von höchstens sechs Wochen übergeben werden kann. Eine spätere Abholung bis zu drei Monate nach dem Verkauf kann zwischen Verkäufer und Händler vereinbart werden.',
            ],
          },
          {
            heading: '§ 4 Prüfung und Freischaltung',
            paragraphs: [
              'CamperMarkt24 prüft jedes Inserat vor der Veröffentlichung innerhalb von höchstens 24 Stunden, auch an Wochenenden, auf Vollständigkeit und Plausibilität. Die Prüfung ist keine technische Begutachtung des Fahrzeugs.',
              'CamperMarkt24 kann Ergänzungen verlangen und Inserate ablehnen oder entfernen, die gegen diese AGB oder geltendes Recht verstoßen.',
            ],
          },
          {
            heading: '§ 5 Auktion und Gebote',
            paragraphs: [
              'Freigeschaltete Inserate werden in einer zeitlich begrenzten Online-Auktion angeboten. Eine Auktion dauert höchstens 24 Stunden und endet an einem Wochentag von Montag bis Freitag zwischen 14:00 und 17:00 Uhr (Zeitzone Berlin). Bieten dürfen nur freigeschaltete Händler. Die Identität des Verkäufers wird den Bietern erst nach einem Verkauf mitgeteilt.',
              'Gebote sind verbindlich und können nicht zurückgenommen werden. Dies gilt auch für Gebote, die der Bietagent im Auftrag des Händlers bis zu dessen hinterlegtem Maximalgebot abgibt.',
              'Erreicht oder übersteigt ein Gebot die Preisvorstellung des Verkäufers, erhält der Höchstbietende mit Ende der Auktion automatisch den Zuschlag; damit kommt der Kaufvertrag zwischen Verkäufer und Händler zustande. Bleibt das Höchstgebot unter der Preisvorstellung, entscheidet der Verkäufer, ob er es annimmt.',
              'Nach einer Auktion ohne Zuschlag können Händler ein Nachgebot abgeben. Ein Nachgebot bindet den Bieter 48 Stunden lang oder bis der Verkäufer es ablehnt. Nimmt der Verkäufer das Nachgebot innerhalb dieser Frist an, kommt der Kaufvertrag zustande.',
            ],
          },
          {
            heading: '§ 6 Sofortkauf',
            paragraphs: [
              'Ist für ein Fahrzeug ein Sofortkaufpreis angegeben, kann ein freigeschalteter Händler das Fahrzeug zu diesem Preis erwerben. Mit der Bestätigung des Sofortkaufs kommt der Kaufvertrag zustande, und die Auktion endet vorzeitig.',
            ],
          },
          {
            heading: '§ 7 Nachverhandlung',
            paragraphs: [
              'Wird die Preisvorstellung nicht erreicht, können Verkäufer und Höchstbietender über die Plattform online nachverhandeln und Gegenangebote austauschen. Jedes Angebot in der Nachverhandlung ist für seinen Absender bis zur Antwort der Gegenseite verbindlich.',
              'Nimmt eine Seite das Angebot der anderen an, kommt der Kaufvertrag zum vereinbarten Preis zustande. Der vereinbarte Preis gilt als Zuschlagspreis im Sinne dieser AGB.',
            ],
          },
          {
            heading: '§ 8 Provision und Zahlung',
            paragraphs: [
              'Für Verkäufer ist die Nutzung der Plattform kostenlos. Der Händler schuldet CamperMarkt24 für jeden zustande gekommenen Kaufvertrag eine Vermittlungsprovision von 1,75 % netto des Zuschlagspreises, mindestens 399 Euro und höchstens 3.500 Euro netto, jeweils zuzüglich der gesetzlichen Umsatzsteuer von derzeit 19 %.',
              `Die Provision entsteht nur, wenn der Händler den Zuschlag erhält, einen Sofortkauf tätigt oder ein Kaufvertrag über ein Nachgebot oder eine Nachverhandlung zustande kommt. Sie wird nach dem Verkauf in Rechnung gestellt und ist innerhalb von ${PAYMENT_TERM_DAYS} Tagen nach Rechnungsdatum fällig.`,
              'Den Kaufpreis zahlt der Händler direkt an den Verkäufer, spätestens bei Übergabe des Fahrzeugs. Der Verkäufer ist nicht verpflichtet, Fahrzeug, Schlüssel und Papiere vor vollständigem Zahlungseingang herauszugeben.',
            ],
          },
          {
            heading: '§ 9 Haftung',
            paragraphs: [
              'CamperMarkt24 haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haftet CamperMarkt24 nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vertragstypischen, vorhersehbaren Schaden.',
              'Für die Richtigkeit der Angaben in Inseraten und für die Erfüllung der Kaufverträge sind ausschließlich Verkäufer und Händler verantwortlich. CamperMarkt24 bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit der Plattform, kann diese aber nicht garantieren.',
            ],
          },
          {
            heading: '§ 10 Schlussbestimmungen',
            paragraphs: [
              'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit ihnen dadurch nicht der Schutz zwingender Vorschriften ihres Aufenthaltsstaats entzogen wird.',
              'Ist der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand Hamburg.',
              'Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description:
        'Wie CamperMarkt24 personenbezogene Daten nach der DSGVO verarbeitet: Verantwortlicher, Cookies, Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte.',
      body: {
        intro:
          'Der Schutz Ihrer Daten ist uns wichtig. In dieser Datenschutzerklärung informieren wir Sie gemäß der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir bei der Nutzung von CamperMarkt24 verarbeiten und welche Rechte Sie haben.',
        sections: [
          {
            heading: '1. Verantwortlicher',
            paragraphs: [
              'Verantwortlich für die Datenverarbeitung ist die CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Deutschland, vertreten durch die Geschäftsführer Jonas Albrecht und Miriam Kessler. Telefon: +49 40 123 456 70, E-Mail: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Welche Daten wir verarbeiten',
            paragraphs: ['Je nachdem, wie Sie CamperMarkt24 nutzen, verarbeiten wir insbesondere:'],
            items: [
              'Kontodaten wie Name, Anschrift, E-Mail-Adresse und Telefonnummer',
              'bei Händlern zusätzlich Firmendaten, Gewerbenachweise und Umsatzsteuer-Identifikationsnummer',
              'Fahrzeugdaten, Fotos und Preisvorstellungen aus Inseraten und Bewertungsanfragen',
              'Gebote, Nachgebote, Verhandlungsangebote und Kaufabschlüsse',
              'technische Daten wie IP-Adresse, Browsertyp, aufgerufene Seiten und Zeitpunkt des Zugriffs',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'Wir verwenden Cookies, die für den Betrieb der Website erforderlich sind oder die Zuordnung von Empfehlungen ermöglichen:',
            ],
            items: [
              'cm24-uuid: anonyme Besucherkennung, um wiederkehrende Besuche zu erkennen; Speicherdauer ein Jahr',
              'X-Session-Id: Sitzungskennung für die Dauer Ihres Besuchs; wird beim Schließen des Browsers gelöscht',
              'tap_rc: speichert den Empfehlungscode, wenn Sie über den Link eines Partners zu uns kommen; Speicherdauer 30 Tage',
              'i18n_locale: speichert die von Ihnen gewählte Sprache',
            ],
          },
          {
            heading: '4. Zwecke und Rechtsgrundlagen',
            paragraphs: [
              'Wir verarbeiten Ihre Daten zur Durchführung des Nutzungsvertrags, also für Registrierung, Inserate, Auktionen und die Vermittlung von Kaufverträgen (Art. 6 Abs. 1 lit. b DSGVO), zur Erfüllung gesetzlicher Pflichten, etwa handels- und steuerrechtlicher Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO), sowie auf Grundlage unseres berechtigten Interesses an einem sicheren und funktionsfähigen Angebot, an der Betrugsprävention und an der Abrechnung unseres Empfehlungsprogramms (Art. 6 Abs. 1 lit. f DSGVO).',
              'Soweit wir Sie um eine Einwilligung bitten, etwa für einen Newsletter, ist Art. 6 Abs. 1 lit. a DSGVO die Rechtsgrundlage. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
            ],
          },
          {
            heading: '5. Empfänger',
            paragraphs: [
              'Bieter sehen Fahrzeugdaten und Fotos, jedoch nicht die Identität des Verkäufers. Erst nach einem Verkauf geben wir Name und Kontaktdaten des Verkäufers an den kaufenden Händler weiter und umgekehrt, damit Zahlung und Abholung abgestimmt werden können.',
              'Darüber hinaus setzen wir sorgfältig ausgewählte Dienstleister ein, etwa für Hosting, E-Mail-Versand und Buchhaltung, die Daten ausschließlich nach unserer Weisung verarbeiten. Eine Weitergabe an Behörden erfolgt nur, wenn wir gesetzlich dazu verpflichtet sind.',
            ],
          },
          {
            heading: '6. Speicherdauer',
            paragraphs: [
              'Wir speichern personenbezogene Daten, solange Ihr Nutzerkonto besteht oder dies für den jeweiligen Zweck erforderlich ist. Daten, die handels- oder steuerrechtlichen Aufbewahrungspflichten unterliegen, bewahren wir für die gesetzlich vorgeschriebene Dauer von bis zu zehn Jahren auf. Die Speicherdauer der Cookies ist in Abschnitt 3 angegeben.',
            ],
          },
          {
            heading: '7. Ihre Rechte',
            paragraphs: [
              'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, das Recht auf Datenübertragbarkeit sowie das Recht, einer Verarbeitung auf Grundlage berechtigter Interessen zu widersprechen.',
              'Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel beim Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.',
            ],
          },
          {
            heading: '8. Datenschutzbeauftragter',
            paragraphs: [
              'Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@campermarkt24.de oder per Post unter unserer Anschrift mit dem Zusatz „Datenschutzbeauftragter“.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Impressum',
      description:
        'Impressum der CamperMarkt24 GmbH, Hamburg: Anbieterkennzeichnung, Geschäftsführung, Registereintrag, Umsatzsteuer-ID, Kontakt und Hinweise zur Streitbeilegung.',
      body: {
        sections: [
          {
            heading: 'Angaben gemäß § 5 DDG',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Deutschland'],
          },
          {
            heading: 'Vertreten durch',
            paragraphs: ['Geschäftsführer: Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Kontakt',
            paragraphs: ['Telefon: +49 40 123 456 70', 'E-Mail: service@campermarkt24.de'],
          },
          {
            heading: 'Registereintrag',
            paragraphs: ['Registergericht: Amtsgericht Hamburg', 'Registernummer: HRB 178532'],
          },
          {
            heading: 'Umsatzsteuer-Identifikationsnummer',
            paragraphs: ['Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE356812947'],
          },
          {
            heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburg'],
          },
          {
            heading: 'Streitbeilegung',
            paragraphs: [
              'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt. Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an service@campermarkt24.de.',
              'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'Für Händler',
      description:
        'Kaufen Sie geprüfte gebrauchte Wohnmobile und Wohnwagen aus ganz Europa in 24-Stunden-Auktionen. Kostenlose Registrierung, Provision nur beim Kauf.',
      body: {
        intro:
          'Auf CamperMarkt24 kaufen über 250 gewerbliche Händler gebrauchte Wohnmobile und Wohnwagen direkt von privaten und gewerblichen Verkäufern. Täglich kommen neue, von uns geprüfte Fahrzeuge in die Auktion.',
        sections: [
          {
            heading: 'Warum Händler bei uns einkaufen',
            paragraphs: [
              'Viele Fahrzeuge auf CamperMarkt24 stammen aus privater Hand und werden nirgendwo sonst angeboten. Jedes Inserat wird vor der Auktion geprüft, mit aussagekräftigen Fotos und vollständigen Angaben. Die Auktionen dauern höchstens 24 Stunden und enden montags bis freitags zwischen 14 und 17 Uhr – planbar und zu Geschäftszeiten.',
            ],
            items: [
              'geprüfte Inserate mit vollständigen Angaben und aussagekräftigen Fotos',
              'Fahrzeuge aus ganz Europa',
              'kurze, planbare Auktionen',
              'klare, verbindliche Abläufe bis zur Abholung',
            ],
          },
          {
            heading: 'Registrierung und Freischaltung',
            paragraphs: [
              'Registrieren Sie Ihr Unternehmen online und laden Sie Ihren Gewerbenachweis, zum Beispiel Gewerbeanmeldung oder Handelsregisterauszug, sowie Ihre Umsatzsteuer-Identifikationsnummer hoch. Wir prüfen Ihre Angaben und schalten Ihr Konto frei. Sie erhalten eine Bestätigung per E-Mail und können sofort mitbieten.',
            ],
          },
          {
            heading: 'Provision',
            paragraphs: [
              'Registrierung und Bieten sind kostenlos. Nur wenn Sie ein Fahrzeug kaufen, zahlen Sie eine Provision von 1,75 % netto vom Zuschlagspreis, mindestens 399 Euro und höchstens 3.500 Euro netto, jeweils zuzüglich 19 % Umsatzsteuer.',
            ],
          },
          {
            heading: 'Werkzeuge für Ihren Einkauf',
            paragraphs: ['Mit diesen Funktionen behalten Sie den Überblick:'],
            items: [
              'Bietagent: Maximalgebot hinterlegen, der Agent bietet automatisch bis zu Ihrem Limit mit',
              'Gespeicherte Suchen: Sie werden über neue Fahrzeuge informiert, die zu Ihren Kriterien passen',
              'Merkliste: interessante Fahrzeuge bis zum Auktionsende im Blick behalten',
              'Sofortkauf: Fahrzeuge mit Sofortkaufpreis ohne Auktion direkt kaufen',
              'Nachgebote und Nachverhandlung: auch nach Auktionsende noch zum Zug kommen',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Wohnmobil verkaufen',
      description:
        'Wohnmobil oder Wohnwagen kostenlos verkaufen: Inserat anlegen, Prüfung in 24 Stunden, Händlerauktion über 24 Stunden, Abholung und Bezahlung durch den Händler.',
      body: {
        intro:
          'Mit CamperMarkt24 verkaufen Sie Ihr Wohnmobil, Ihren Wohnwagen oder Anhänger an geprüfte Händler – kostenlos, schnell und ohne Besichtigungstermine mit Privatleuten.',
        sections: [
          {
            heading: 'So funktioniert der Verkauf',
            paragraphs: ['In vier Schritten zum Verkauf:'],
            items: [
              'Sie legen kostenlos ein Inserat mit Fahrzeugdaten, Fotos und Preisvorstellung an.',
              'Wir prüfen Ihr Inserat innerhalb von höchstens 24 Stunden, auch am Wochenende.',
              'Über 250 Händler bieten in einer Online-Auktion von höchstens 24 Stunden.',
              'Erreicht ein Gebot Ihre Preisvorstellung, ist Ihr Fahrzeug verkauft; sonst entscheiden Sie über das Höchstgebot.',
            ],
          },
          {
            heading: 'Was Sie brauchen',
            paragraphs: [
              'Für das Inserat benötigen Sie die Zulassungsbescheinigung Teil I und Teil II sowie aktuelle Fotos. Wir empfehlen mindestens fünf Außen- und fünf Innenaufnahmen. Serviceheft, Rechnungen und Prüfberichte, etwa zur Gasanlage oder Dichtigkeit, steigern das Vertrauen der Händler und damit oft auch die Gebote.',
            ],
          },
          {
            heading: 'Preisvorstellung und Nachverhandlung',
            paragraphs: [
              'Sie legen fest, welchen Preis Sie mindestens erzielen möchten. Erreicht ein Gebot diesen Betrag, erhält der Höchstbietende automatisch den Zuschlag. Bleibt das Höchstgebot darunter, können Sie es annehmen, online nachverhandeln oder ablehnen. Auch Nachgebote nach Auktionsende sind möglich. Eine realistische Einschätzung erhalten Sie mit unserer kostenlosen Schnellbewertung.',
            ],
          },
          {
            heading: 'Abholung und Bezahlung',
            paragraphs: [
              'Nach dem Verkauf erhält der Händler Ihre Kontaktdaten und stimmt Zahlung und Abholung mit Ihnen ab. Die Übergabe erfolgt sofort oder innerhalb von höchstens sechs Wochen, nach Absprache auch später bis zu drei Monate nach dem Verkauf. Der Händler zahlt den Kaufpreis direkt an Sie, spätestens bei der Abholung. Geben Sie Fahrzeug und Papiere erst heraus, wenn das Geld bei Ihnen eingegangen ist.',
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
      role: 'Redaktionsleiterin',
      bio: 'Lena Hoffmann leitet die Redaktion von CamperMarkt24. Sie ist seit vielen Jahren mit dem eigenen Kastenwagen in Europa unterwegs und schreibt darüber, was Verkäufer vor, während und nach der Auktion wissen sollten.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Leiter Händlerbetreuung',
      bio: 'Pieter de Vries betreut die Händler auf CamperMarkt24. Bevor er zu uns kam, hat er lange im Caravanhandel in den Niederlanden gearbeitet und kennt den Fahrzeugeinkauf aus der Praxis.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Experte für Fahrzeugbewertung',
      bio: 'Marek Novák ist gelernter Kfz-Mechatroniker und verantwortet bei CamperMarkt24 die kostenlose Schnellbewertung. Er weiß, worauf Händler bei Wohnmobilen und Wohnwagen achten.',
    },
  ],
  articles: [
    {
      slug: 'wohnmobil-verkaufen-checkliste',
      authorSlug: 'lena-hoffmann',
      title: 'Wohnmobil verkaufen: die Checkliste für einen reibungslosen Verkauf',
      excerpt:
        'Von den Papieren bis zur Übergabe: Mit dieser Checkliste bereiten Sie den Verkauf Ihres Wohnmobils gründlich vor und vermeiden böse Überraschungen.',
      body: [
        'Ein Wohnmobil verkauft man nicht jeden Tag. Umso wichtiger ist eine gute Vorbereitung: Wer seine Unterlagen beisammen hat, das Fahrzeug ehrlich beschreibt und eine realistische Preisvorstellung mitbringt, verkauft schneller und meist auch zu einem besseren Preis.',
        'Beginnen Sie mit den Papieren. Sie brauchen die Zulassungsbescheinigung Teil I und Teil II. Legen Sie außerdem Serviceheft, Werkstattrechnungen, den letzten HU-Bericht sowie Nachweise über Gasprüfung und Dichtigkeitsprüfung bereit. Ein lückenloses Scheckheft ist für Händler eines der stärksten Argumente.',
        'Reinigen Sie das Fahrzeug innen und außen gründlich. Leeren Sie Frisch- und Abwassertank, entsorgen Sie die Toilettenkassette und räumen Sie persönliche Gegenstände aus. Kleine Mängel wie eine defekte Glühbirne oder eine klemmende Klappe lassen sich oft mit wenig Aufwand beheben und hinterlassen einen deutlich besseren Eindruck.',
        'Beschreiben Sie Ihr Wohnmobil vollständig und ehrlich. Nennen Sie Ausstattung wie Markise, Solaranlage, Fahrradträger oder Sat-Anlage, aber auch bekannte Mängel, Unfallschäden oder Feuchtigkeitsstellen. Händler bieten sicherer und höher, wenn sie keine versteckten Überraschungen befürchten müssen. Dazu gehören auch gute Fotos: mindestens fünf Außen- und fünf Innenaufnahmen.',
        'Legen Sie eine realistische Preisvorstellung fest. Die kostenlose Schnellbewertung von CamperMarkt24 liefert Ihnen innerhalb von 24 Stunden eine Preisspanne per E-Mail. Wird Ihre Preisvorstellung in der Auktion erreicht, ist Ihr Fahrzeug automatisch verkauft – setzen Sie sie also nicht niedriger an, als Sie tatsächlich erzielen möchten.',
        'Planen Sie zum Schluss die Übergabe. Überlegen Sie, ob Sie das Fahrzeug sofort oder erst in einigen Wochen abgeben möchten, und halten Sie alle Schlüssel, Bedienungsanleitungen und Zubehörteile bereit. Klären Sie mit dem Händler, wer das Fahrzeug abmeldet – Versicherung und Kfz-Steuer laufen bis zur Abmeldung weiter. Fahrzeug und Papiere geben Sie erst heraus, wenn der Kaufpreis auf Ihrem Konto eingegangen ist.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'wohnmobil-fotos-tipps',
      authorSlug: 'lena-hoffmann',
      title: 'So fotografieren Sie Ihr Wohnmobil richtig: 5 Außen- und 5 Innenaufnahmen',
      excerpt:
        'Gute Fotos sind das Schaufenster Ihres Inserats. Wir zeigen, welche zehn Aufnahmen Händler sehen wollen und wie sie auch mit dem Smartphone gelingen.',
      body: [
        'Händler bieten auf CamperMarkt24, ohne das Fahrzeug vorher gesehen zu haben. Die Fotos sind deshalb das Wichtigste an Ihrem Inserat: Je klarer und vollständiger sie Ihr Wohnmobil zeigen, desto sicherer können Händler kalkulieren und desto höher fallen die Gebote oft aus. Wir empfehlen mindestens fünf Außen- und fünf Innenaufnahmen.',
        'Sorgen Sie für gute Bedingungen. Fotografieren Sie bei Tageslicht, idealerweise an einem leicht bewölkten Tag, damit es keine harten Schatten gibt. Stellen Sie das Fahrzeug auf einen ruhigen, aufgeräumten Platz ohne andere Autos im Hintergrund. Ein sauberes Fahrzeug und eine geputzte Kameralinse machen einen erstaunlich großen Unterschied.',
        'Die fünf Außenaufnahmen: Fotografieren Sie das Fahrzeug schräg von vorne links und schräg von hinten rechts, sodass jeweils Front beziehungsweise Heck und eine Seite zu sehen sind. Dazu kommen je eine vollständige Seitenansicht links und rechts sowie eine Aufnahme des Dachs oder, falls das nicht möglich ist, der Heckgarage und der Anbauteile wie Markise und Fahrradträger.',
        'Die fünf Innenaufnahmen: Zeigen Sie das Cockpit mit dem eingeschalteten Tacho, sodass der Kilometerstand lesbar ist, den Wohnbereich mit Sitzgruppe, die Küche, das Bad und den Schlafbereich. Öffnen Sie Vorhänge und Rollos, schalten Sie das Licht ein und fotografieren Sie aus einer Ecke heraus, damit der Raum möglichst vollständig zu sehen ist.',
        'Verstecken Sie keine Mängel. Ein zusätzliches Foto von einem Kratzer, einer Delle oder einer Feuchtigkeitsstelle wirkt ehrlich und schafft Vertrauen. Händler rechnen ohnehin mit Gebrauchsspuren; was sie abschreckt, sind Überraschungen bei der Abholung.',
        'Zum Schluss noch einige Extras, die sich lohnen: ein Foto des Typenschilds, der Reifen mit sichtbarem Profil, der Aufbautür und der Bordtechnik wie Heizung, Kühlschrank und Batterie. Prüfen Sie vor dem Hochladen, ob alle Bilder scharf und richtig herum sind – dann steht einer erfolgreichen Auktion nichts im Weg.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'wohnwagen-wert-faktoren',
      authorSlug: 'marek-novak',
      title: 'Was bestimmt den Wert eines Wohnwagens?',
      excerpt:
        'Alter, Grundriss, Feuchtigkeit und Pflege: Diese Faktoren entscheiden darüber, was Händler für Ihren gebrauchten Wohnwagen bieten.',
      body: [
        'Zwei Wohnwagen desselben Baujahrs können sich im Wert erheblich unterscheiden. Händler schauen nicht nur auf Marke und Alter, sondern vor allem darauf, wie gut sich das Fahrzeug weiterverkaufen lässt. Wer die wichtigsten Faktoren kennt, kann seine Preisvorstellung besser einschätzen.',
        'Der wichtigste Einzelfaktor ist die Dichtigkeit des Aufbaus. Feuchtigkeit in Wänden, Boden oder Dach ist der häufigste und teuerste Schaden bei Wohnwagen. Ein aktuelles Protokoll einer Dichtigkeitsprüfung aus der Fachwerkstatt nimmt Händlern die Unsicherheit und wirkt sich spürbar auf die Gebote aus.',
        'Großen Einfluss haben außerdem Grundriss und Gewicht. Gefragt sind praktische Grundrisse wie Einzelbetten, Etagenbetten für Familien oder ein separates Bad. Auch das zulässige Gesamtgewicht spielt eine Rolle: Wohnwagen, die sich mit gängigen Zugfahrzeugen ziehen lassen, finden mehr Interessenten.',
        'Ausstattung kann den Wert steigern, wenn sie gefragt und funktionsfähig ist. Ein Rangierantrieb, eine Markise oder ein Vorzelt in gutem Zustand, eine Solaranlage oder eine moderne Heizung sind bei Händlern beliebt. Sonderausstattung, die nicht funktioniert, wirkt dagegen eher wertmindernd.',
        'Nicht zu unterschätzen ist die Pflegehistorie. Regelmäßige Wartung, Rechnungen, eine gültige Hauptuntersuchung und eine aktuelle Gasprüfung zeigen, dass der Wohnwagen in guten Händen war. Auch Reifen spielen eine Rolle: Wohnwagenreifen altern oft schneller, als sie sich abfahren, deshalb achten Händler auf das Herstellungsdatum.',
        'Schließlich hängt der Preis auch vom Markt ab. Vor der Saison im Frühjahr ist die Nachfrage meist höher als im Spätherbst. Wenn Sie wissen möchten, wo Ihr Wohnwagen aktuell steht, nutzen Sie unsere kostenlose Schnellbewertung: Sie erhalten innerhalb von 24 Stunden eine Preisspanne per E-Mail.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'haendlerauktion-bietagent',
      authorSlug: 'pieter-de-vries',
      title: 'So funktioniert die Händlerauktion – und warum der Bietagent hilft',
      excerpt:
        'Kurze Laufzeit, feste Endzeiten, verbindliche Gebote: Ein Blick hinter die Kulissen der CamperMarkt24-Auktion und auf den Bietagenten, der Händlern Zeit spart.',
      body: [
        'Auf CamperMarkt24 bieten ausschließlich geprüfte gewerbliche Händler. Über 250 Händler mit rund 300 Bietern sind registriert, und jeder von ihnen musste seine gewerbliche Tätigkeit nachweisen, bevor er das erste Gebot abgeben durfte. Für Verkäufer bedeutet das: Jedes Gebot kommt von einem ernsthaften Käufer.',
        'Bevor ein Fahrzeug in die Auktion geht, prüft unser Team das Inserat innerhalb von höchstens 24 Stunden. Die Auktion selbst dauert dann maximal 24 Stunden und endet immer montags bis freitags zwischen 14 und 17 Uhr. Diese festen Endzeiten sind bewusst gewählt: Händler können ihren Einkauf planen und sind zum Auktionsende in der Regel erreichbar.',
        'Gebote sind verbindlich. Erreicht ein Gebot die Preisvorstellung des Verkäufers, erhält der Höchstbietende automatisch den Zuschlag. Liegt das Höchstgebot darunter, entscheidet der Verkäufer: Er kann annehmen, online nachverhandeln oder ablehnen. Nach Auktionsende können Händler zudem ein Nachgebot abgeben, das 48 Stunden lang oder bis zur Ablehnung durch den Verkäufer bindend ist.',
        'Hier kommt der Bietagent ins Spiel. Statt kurz vor Auktionsende am Bildschirm zu sitzen, hinterlegt der Händler sein Maximalgebot. Der Agent bietet dann automatisch in kleinen Schritten mit, sobald ein anderer Händler überbietet – aber nie über das hinterlegte Limit hinaus.',
        'Das hat Vorteile für beide Seiten. Händler verpassen keine Auktion, nur weil sie gerade ein Kundengespräch führen, und zahlen nicht mehr als nötig, weil der Agent nur so weit mitgeht, wie es das Gegenangebot erfordert. Verkäufer profitieren davon, dass mehr Händler gleichzeitig mitbieten können, was den Wettbewerb um ihr Fahrzeug erhöht.',
        'Für Händler, die schnell zugreifen möchten, gibt es zusätzlich den Sofortkauf zu einem festen Preis, sofern einer angegeben ist. Und mit gespeicherten Suchen und der Merkliste behalten sie neue Fahrzeuge im Blick, die zu ihrem Bestand passen. Die Provision fällt übrigens nur an, wenn tatsächlich gekauft wird.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
