/** Seeded editorial content in English. */
import type { LocaleContent } from '../../../domain/content.ts';
import { PAYMENT_TERM_DAYS } from '../../../domain/payment-terms.ts';

export const content: LocaleContent = {
  pages: {
    home: {
      title: 'Sell your motorhome or caravan',
      description:
        'Sell your motorhome or caravan for free to more than 250 approved dealers. Ad reviewed within 24 hours, 24-hour auction, collection by the dealer.',
      body: {
        hero: {
          title: 'Sell your motorhome to 250+ dealers for free – in an auction of at most 24 hours',
          subtitle:
            'Create your ad, set your price expectation and let dealers bid: with CamperMarkt24 you sell motorhomes and caravans quickly, safely and without fees.',
          cta: 'Sell now for free',
          secondaryCta: 'Get a free valuation',
        },
        advantages: [
          {
            title: '100% free for sellers',
            text: 'You pay nothing to list and nothing when you sell. The commission is paid only by the dealer who buys your vehicle.',
          },
          {
            title: 'More than 250 approved dealers',
            text: 'Only vetted trade dealers can bid. You reach genuine buyers from all over Europe instead of bargain hunters.',
          },
          {
            title: 'You stay in control',
            text: 'You set your price expectation. If it is not reached, you decide whether to accept, renegotiate or decline.',
          },
          {
            title: 'Fast and hassle-free',
            text: 'Review within 24 hours, an auction of no more than 24 hours and collection by the dealer – no test drives with strangers.',
          },
        ],
        steps: [
          {
            title: 'Create your ad for free',
            text: 'Enter your vehicle details, upload photos and tell us your price expectation. It only takes a few minutes.',
          },
          {
            title: 'We review it within 24 hours',
            text: 'Our team checks every ad within 24 hours at the most, weekends included, and gets in touch if anything is missing.',
          },
          {
            title: 'Dealers bid for 24 hours',
            text: 'Your vehicle goes into an online auction lasting no more than 24 hours. It always ends on a weekday between 2 pm and 5 pm Berlin time.',
          },
          {
            title: 'You decide, the dealer collects',
            text: 'If a bid reaches your price expectation, the highest bidder wins automatically. Otherwise the decision is yours. The dealer pays and collects the vehicle.',
          },
        ],
        reviews: [
          {
            name: 'Siobhan M.',
            city: 'Cork',
            rating: 5,
            text: 'Our motorhome sold the day after the auction started, and the dealer collected it right on time two weeks later. It could not have been easier.',
          },
          {
            name: 'David R.',
            city: 'Manchester',
            rating: 5,
            text: 'I was worried about selling too cheaply. In the end the highest bid was well above what my local dealer had offered me for a part exchange.',
          },
          {
            name: 'Ciarán O.',
            city: 'Galway',
            rating: 4,
            text: 'My price expectation was narrowly missed, but we agreed on a price through the renegotiation the next day. Very helpful support on the phone.',
          },
          {
            name: 'Fiona G.',
            city: 'Edinburgh',
            rating: 5,
            text: 'We sold our caravan without a single viewing with private buyers. The photo tips made a real difference.',
          },
          {
            name: 'Mark T.',
            city: 'Dublin',
            rating: 4,
            text: 'Reviewed on a Saturday, auctioned on the Tuesday and collected two weeks later. I would sell through CamperMarkt24 again.',
          },
        ],
        stats: [
          { value: '250+', label: 'dealers' },
          { value: '5,000', label: 'vehicles sold' },
          { value: '3,000', label: 'auctions' },
          { value: '130+', label: 'reviews' },
        ],
        faq: [
          {
            question: 'What does it cost to sell through CamperMarkt24?',
            answer:
              'Nothing. Listing, review, auction and sale are free for private and trade sellers alike. The commission is paid solely by the dealer who buys your vehicle.',
          },
          {
            question: 'How quickly can I sell my motorhome?',
            answer:
              'We review your ad within 24 hours at the most, weekends included. The auction that follows lasts no more than 24 hours and ends on a weekday between 2 pm and 5 pm Berlin time. At best, your vehicle is sold within two days.',
          },
          {
            question: 'Who bids on my vehicle?',
            answer:
              'Only approved trade dealers. More than 250 dealers with around 300 bidders are registered with CamperMarkt24, all constantly looking for used motorhomes and caravans.',
          },
          {
            question: 'What happens if my price expectation is not reached?',
            answer:
              'Then the sale does not go through automatically. You can accept the highest bid, renegotiate online or decline. Dealers can also submit a late offer after the auction has ended.',
          },
          {
            question: 'When will my vehicle be collected?',
            answer:
              'You tell us whether you want to hand the vehicle over straight away or within six weeks at the most. By arrangement, a later collection of up to three months after the sale is also possible.',
          },
          {
            question: 'Can dealers see my contact details?',
            answer:
              'No. Your identity stays hidden from bidders until a sale has been agreed. Only then does the buying dealer receive your contact details to arrange payment and collection with you.',
          },
        ],
      },
    },
    about: {
      title: 'About us',
      description:
        'CamperMarkt24 connects sellers of used motorhomes and caravans with more than 250 approved dealers across Europe. Find out about our idea and our team.',
      body: {
        intro:
          'CamperMarkt24 is the online marketplace where private and trade sellers auction used motorhomes and caravans to approved dealers. Our aim: a fair price, a fast sale and as little effort as possible for everyone involved.',
        sections: [
          {
            heading: 'Our idea',
            paragraphs: [
              'Anyone who has sold a motorhome privately knows the drill: endless enquiries, test drives with strangers, haggling on the phone and, at the end, uncertainty about whether the money will really arrive. Dealers, on the other hand, are always looking for well-kept used vehicles but struggle to find them.',
              'CamperMarkt24 brings both sides together – transparently, online and within a clearly defined time frame. Sellers list for free, dealers bid in an online auction, and the result is a binding sale.',
            ],
          },
          {
            heading: 'How we work',
            paragraphs: [
              'Our team reviews every ad within 24 hours, weekends included. We check that the details are complete, the photos are informative and the price expectation is reasonable. Only then does the vehicle go to auction, where only approved dealers can bid.',
              'Our service team is available by phone Monday to Friday from 9 am to 5 pm and supports sellers and dealers alike, from the first photo to collection.',
            ],
          },
          {
            heading: 'Figures that speak for us',
            paragraphs: ['Since CamperMarkt24 was launched, our network has grown steadily:'],
            items: [
              'more than 250 approved dealers',
              'around 300 active bidders',
              'more than 5,000 vehicles sold',
              'more than 3,000 auctions held',
              'more than 130 customer reviews',
            ],
          },
          {
            heading: 'At home all over Europe',
            paragraphs: [
              'We are based in Hamburg, and our platform speaks eight languages: German, English, Dutch, Swedish, Danish, Polish, Spanish and Czech. This lets sellers reach dealers far beyond their own region, while dealers find vehicles they would otherwise never have seen.',
            ],
          },
        ],
      },
    },
    contact: {
      title: 'Contact',
      description:
        'How to reach CamperMarkt24: by phone Monday to Friday from 9 am to 5 pm or by e-mail. We answer every enquiry within one working day.',
      body: {
        intro:
          'Do you have a question about your ad, an auction or registering as a dealer? Our service team will be happy to help.',
        sections: [
          {
            heading: 'How to reach us',
            paragraphs: ['You can call us Monday to Friday from 9:00 am to 5:00 pm (Berlin time).'],
            items: [
              'Phone: +49 40 123 456 70',
              'E-mail: service@campermarkt24.de',
              'Address: CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Germany',
            ],
          },
          {
            heading: 'A reply within one working day',
            paragraphs: [
              'We answer e-mail enquiries within one working day. If your question is about a specific vehicle, please include the ad number so that we can help you faster.',
            ],
          },
        ],
      },
    },
    faq: {
      title: 'Frequently asked questions',
      description:
        'Answers to frequently asked questions about selling, auctions, dealer registration and the free valuation of motorhomes and caravans on CamperMarkt24.',
      body: {
        groups: [
          {
            title: 'Selling',
            items: [
              {
                question: 'Who can sell through CamperMarkt24?',
                answer:
                  'Private and trade sellers. You can offer used motorhomes as well as caravans and trailers, provided you own the vehicle or are authorised to sell it.',
              },
              {
                question: 'What does selling cost me?',
                answer:
                  'Nothing. Listing, review, auction, renegotiation and sale are all free for sellers. The commission is paid exclusively by the dealer who buys the vehicle.',
              },
              {
                question: 'Which documents and photos do I need?',
                answer:
                  'Have your vehicle registration certificate ready (both parts, if your country issues two), ideally together with the service book, invoices and inspection reports. We recommend at least five exterior and five interior photos of your vehicle.',
              },
              {
                question: 'How long does it take to review my ad?',
                answer:
                  'No more than 24 hours, weekends included. If details or photos are missing, we will contact you so that your ad can go to auction quickly.',
              },
              {
                question: 'Am I obliged to sell?',
                answer:
                  'If a bid reaches your price expectation, the highest bidder wins automatically and the sale is binding. If the highest bid is below it, you are free to accept, renegotiate or decline.',
              },
            ],
          },
          {
            title: 'Auction and bidding',
            items: [
              {
                question: 'How long does an auction last?',
                answer:
                  'An auction lasts no more than 24 hours and always ends on a weekday, Monday to Friday, between 2 pm and 5 pm Berlin time. This means dealers can bid during normal business hours.',
              },
              {
                question: 'What is the bidding agent?',
                answer:
                  'Dealers can set a maximum bid. The bidding agent then bids automatically in small increments on their behalf until that maximum is reached. No dealer misses an auction just because they are away from the screen.',
              },
              {
                question: 'What does buy-now mean?',
                answer:
                  'If a buy-now price has been set for a vehicle, a dealer can purchase it immediately at that price. The auction then ends and the purchase is binding.',
              },
              {
                question: 'What is a late offer?',
                answer:
                  'If an auction ends without a sale, dealers can still submit a late offer. A late offer is binding on the bidder for 48 hours or until the seller declines it.',
              },
              {
                question: 'How does renegotiation work?',
                answer:
                  'If the price expectation is not reached, the seller and the highest bidder can negotiate the price online and exchange counter-offers. Once both agree, the sale is binding. The seller’s identity remains hidden throughout.',
              },
            ],
          },
          {
            title: 'Dealers',
            items: [
              {
                question: 'Who can bid as a dealer?',
                answer:
                  'Trade vehicle dealers who have submitted proof of their business and have been checked and approved by us. Private buyers cannot bid.',
              },
              {
                question: 'What does it cost dealers to take part?',
                answer:
                  'Registering and bidding are free. A commission is charged only when you buy: 1.75% net of the hammer price, at least EUR 399 and at most EUR 3,500 net, plus 19% VAT in each case.',
              },
              {
                question: 'When is the commission due?',
                answer:
                  `After the purchase you receive an invoice by e-mail. It is payable within ${PAYMENT_TERM_DAYS} days of the invoice date.`,
              },
              {
                question: 'How do I pay for the vehicle?',
                answer:
                  'You pay the purchase price directly to the seller, at the latest on collection. After the sale you receive the seller’s contact details so that you can arrange payment and handover.',
              },
              {
                question: 'How do I find suitable vehicles?',
                answer:
                  'Save searches with your criteria and we will let you know about new matching vehicles. Add interesting vehicles to your watchlist to keep an eye on them until the auction ends.',
              },
            ],
          },
          {
            title: 'Valuation',
            items: [
              {
                question: 'What is the free quick valuation?',
                answer:
                  'You give us the key details of your motorhome or caravan and receive a price range by e-mail within 24 hours. The valuation is free and non-binding.',
              },
              {
                question: 'What information do you need for the valuation?',
                answer:
                  'Make, model, date of first registration, mileage or year of manufacture, equipment and condition. With photos we can narrow down the price range more precisely.',
              },
              {
                question: 'Is the valuation a binding offer?',
                answer:
                  'No. The price range is a guide for setting your price expectation. The actual price is determined by the dealers’ bids in the auction.',
              },
              {
                question: 'Do I have to sell after the valuation?',
                answer:
                  'No. You can take your time to decide whether and when to list your vehicle. The valuation involves no costs and no obligations whatsoever.',
              },
            ],
          },
        ],
      },
    },
    jobs: {
      title: 'Careers',
      description:
        'Working at CamperMarkt24: help shape Europe’s online trade in used motorhomes and caravans with us, in Hamburg or remotely from anywhere in the EU.',
      body: {
        sections: [
          {
            heading: 'Working at CamperMarkt24',
            paragraphs: [
              'We are a compact team based in Hamburg, with colleagues all over Europe. Software development, vehicle expertise and customer service work closely together – with short decision paths and plenty of responsibility for everyone.',
              'Many of us travel in our own motorhome or caravan. That enthusiasm goes into our work: we want selling a leisure vehicle to be as relaxed as travelling in one.',
            ],
          },
          {
            heading: 'What we offer',
            paragraphs: ['To make sure you feel at home with us, we offer, among other things:'],
            items: [
              'flexible working hours and the option to work remotely',
              'an office in Hamburg’s HafenCity',
              'an annual training budget',
              'a company motorhome that employees can borrow for their holidays',
              'an international team and flat hierarchies',
            ],
          },
        ],
        openings: [
          {
            title: 'Senior Full-Stack Engineer (TypeScript)',
            location: 'Remote (EU)',
            type: 'Full-time',
            text: 'You will develop our auction platform further, from the bidding agent to the seller area. You have several years of experience with TypeScript, React and server-side applications and enjoy taking ownership of your features.',
          },
          {
            title: 'Dealer Account Manager',
            location: 'Hamburg',
            type: 'Full-time',
            text: 'You are the first point of contact for our dealers, guide new partners through registration and help with questions about auctions and purchases. Experience in the vehicle trade is a plus, as is a further European language.',
          },
          {
            title: 'Listing Quality Reviewer',
            location: 'Hamburg',
            type: 'Part-time',
            text: 'You check new ads for completeness and plausibility and make sure every vehicle can go to auction within 24 hours. The role includes weekend shifts on a rota.',
          },
        ],
      },
    },
    pricing: {
      title: 'Pricing and commission',
      description:
        'Free for sellers, a fair success-based commission for dealers: 1.75% net of the hammer price, at least EUR 399 and at most EUR 3,500, plus VAT.',
      body: {
        intro:
          'At CamperMarkt24, only the buyer pays. The entire service is free for sellers, and dealers pay a commission only when they successfully buy a vehicle.',
        sections: [
          {
            heading: 'Free for sellers',
            paragraphs: [
              'Listing, review, auction, renegotiation and quick valuation are free for private and trade sellers. There are no listing fees, no subscriptions and no hidden costs – not even when your vehicle is sold.',
            ],
          },
          {
            heading: 'Commission for dealers',
            paragraphs: [
              'Dealers pay a brokerage commission of 1.75% net of the hammer price. The commission is at least EUR 399 net and at most EUR 3,500 net, plus 19% VAT in each case.',
              'The hammer price is the price at which the vehicle is sold – whether through a bid in the auction, a buy-now purchase, an accepted late offer or an agreement reached in renegotiation.',
            ],
          },
          {
            heading: 'Only when you buy',
            paragraphs: [
              'Registration, bidding, saved searches and the watchlist are free for dealers. The commission is only due if you win the vehicle and the purchase goes through. If you bid without winning, you pay nothing.',
            ],
          },
          {
            heading: 'Payment terms',
            paragraphs: [
              `After the purchase we invoice the commission by e-mail. The invoice is payable within ${PAYMENT_TERM_DAYS} days of the invoice date. The dealer pays the purchase price of the vehicle directly to the seller.`,
            ],
          },
        ],
      },
    },
    partner: {
      title: 'Become a partner',
      description:
        'Partner with CamperMarkt24: as a dealer, as a vehicle portal or fleet operator connected via our interface, or as an affiliate in our referral programme.',
      body: {
        intro:
          'CamperMarkt24 grows together with its partners. Whether you want to buy vehicles, market vehicles or refer sellers to us, we will find the right way to work together.',
        sections: [
          {
            heading: 'For dealers',
            paragraphs: [
              'As a registered dealer you bid on reviewed motorhomes and caravans from private and trade sellers all over Europe. Registration is free, and a commission is charged only when you buy a vehicle.',
            ],
          },
          {
            heading: 'For vehicle portals and fleet systems',
            paragraphs: [
              'Do you run a vehicle portal, a rental fleet or a fleet management system? Our interface lets you hand vehicles over to CamperMarkt24 directly and receive auction results automatically. This way you can sell vehicles leaving your fleet without any extra effort.',
              'Get in touch and we will plan the technical integration together with you.',
            ],
          },
          {
            heading: 'For affiliates: the referral programme',
            paragraphs: [
              'Camping blogs, forums, workshops and campsite operators can send sellers to CamperMarkt24 via a personal referral link. You receive a reward for every successful sale you refer.',
              'A visit via your link is attributed to your partner account for 30 days. We will be happy to send you the programme terms on request.',
            ],
          },
        ],
      },
    },
    tac: {
      title: 'Terms and conditions',
      description:
        'The terms and conditions of CamperMarkt24 for sellers and dealers: listings, review, auctions, bids, buy-now, late offers, commission and liability.',
      body: {
        intro:
          'These general terms and conditions govern the use of the CamperMarkt24 online marketplace by sellers and dealers. The platform is operated by CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Germany. In the event of any discrepancy, the German version prevails.',
        sections: [
          {
            heading: '1. Scope',
            paragraphs: [
              'These terms apply to all contracts between CamperMarkt24 GmbH (“CamperMarkt24”) and the users of the platform. Users are sellers who offer used motorhomes, caravans or trailers, and trade dealers who bid on these vehicles.',
              'CamperMarkt24 provides the platform and brokers purchase contracts. Purchase contracts for vehicles are concluded exclusively between the seller and the dealer; CamperMarkt24 does not become a party to them.',
              'Users’ own terms apply only if CamperMarkt24 has expressly agreed to them in writing.',
            ],
          },
          {
            heading: '2. Registration and user account',
            paragraphs: [
              'Using the platform requires registration. Users must be of legal age and provide complete and truthful information when registering. Login details must be kept confidential.',
              'Dealers must prove their trade status with suitable documents, in particular a business registration or commercial register extract and a VAT identification number. Dealers may bid only after they have been checked and approved by CamperMarkt24. There is no entitlement to approval.',
            ],
          },
          {
            heading: '3. Listings',
            paragraphs: [
              'Listing is free of charge for sellers. The seller confirms that they own the vehicle or are authorised to sell it and discloses any third-party rights, such as outstanding finance.',
              'All information about the vehicle must be complete and accurate. Known defects, accident damage and damp damage must be disclosed. The photos must show the vehicle offered in its current condition.',
              'The seller sets a price expectation (minimum price) and states whether the vehicle can be handed over immediately or within six weeks at the most. A later collection of up to three months after the sale can be agreed between seller and dealer.',
            ],
          },
          {
            heading: '4. Review and approval of listings',
            paragraphs: [
              'CamperMarkt24 reviews every listing for completeness and plausibility before publication, within 24 hours at the most, weekends included. The review is not a technical inspection of the vehicle.',
              'CamperMarkt24 may request additional information and may reject or remove listings that breach these terms or applicable law.',
            ],
          },
          {
            heading: '5. Auction and bids',
            paragraphs: [
              'Approved listings are offered in a timed online auction. An auction lasts no more than 24 hours and ends on a weekday, Monday to Friday, between 2:00 pm and 5:00 pm (Berlin time). Only approved dealers may bid. The seller’s identity is disclosed to bidders only after a sale.',
              'Bids are binding and cannot be withdrawn. This also applies to bids placed by the bidding agent on the dealer’s behalf up to the maximum bid the dealer has set.',
              'If a bid reaches or exceeds the seller’s price expectation, the highest bidder automatically wins when the auction ends, and the purchase contract between seller and dealer is concluded. If the highest bid remains below the price expectation, the seller decides whether to accept it.',
              'After an auction without a sale, dealers may submit a late offer. A late offer is binding on the bidder for 48 hours or until the seller declines it. If the seller accepts the late offer within this period, the purchase contract is concluded.',
            ],
          },
          {
            heading: '6. Buy-now',
            paragraphs: [
              'If a buy-now price is stated for a vehicle, an approved dealer may purchase the vehicle at that price. The purchase contract is concluded when the buy-now purchase is confirmed, and the auction ends early.',
            ],
          },
          {
            heading: '7. Renegotiation',
            paragraphs: [
              'If the price expectation is not reached, the seller and the highest bidder may renegotiate online via the platform and exchange counter-offers. Each offer made in the renegotiation is binding on the party making it until the other side responds.',
              'If one side accepts the other side’s offer, the purchase contract is concluded at the agreed price. The agreed price is deemed the hammer price within the meaning of these terms.',
            ],
          },
          {
            heading: '8. Commission and payment',
            paragraphs: [
              'Use of the platform is free of charge for sellers. For every purchase contract concluded, the dealer owes CamperMarkt24 a brokerage commission of 1.75% net of the hammer price, at least EUR 399 and at most EUR 3,500 net, plus statutory VAT, currently 19%, in each case.',
              `The commission is payable only if the dealer wins the auction, makes a buy-now purchase or a purchase contract is concluded via a late offer or renegotiation. It is invoiced after the sale and is due within ${PAYMENT_TERM_DAYS} days of the invoice date.`,
              'The dealer pays the purchase price directly to the seller, at the latest when the vehicle is handed over. The seller is not obliged to hand over the vehicle, keys and documents before payment has been received in full.',
            ],
          },
          {
            heading: '9. Liability',
            paragraphs: [
              'CamperMarkt24 is liable without limitation for intent and gross negligence and for injury to life, body or health. In cases of slight negligence, CamperMarkt24 is liable only for breaches of essential contractual obligations and only up to the foreseeable damage typical for the contract.',
              'Sellers and dealers alone are responsible for the accuracy of the information in listings and for performing the purchase contracts. CamperMarkt24 strives to keep the platform available without interruption but cannot guarantee this.',
            ],
          },
          {
            heading: '10. Final provisions',
            paragraphs: [
              'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers, this choice of law applies only insofar as it does not deprive them of the protection of mandatory provisions of the law of their country of habitual residence.',
              'If the user is a merchant, a legal entity under public law or a special fund under public law, the place of jurisdiction is Hamburg.',
              'Should individual provisions of these terms be invalid, the validity of the remaining provisions shall remain unaffected.',
            ],
          },
        ],
      },
    },
    privacy: {
      title: 'Privacy policy',
      description:
        'How CamperMarkt24 processes personal data under the GDPR: controller, cookies, purposes, legal bases, recipients, retention periods and your rights.',
      body: {
        intro:
          'Protecting your data matters to us. In this privacy policy we explain, in accordance with the General Data Protection Regulation (GDPR), which personal data we process when you use CamperMarkt24 and what rights you have.',
        sections: [
          {
            heading: '1. Controller',
            paragraphs: [
              'The controller responsible for data processing is CamperMarkt24 GmbH, Am Sandtorkai 41, 20457 Hamburg, Germany, represented by its managing directors Jonas Albrecht and Miriam Kessler. Phone: +49 40 123 456 70, e-mail: service@campermarkt24.de.',
            ],
          },
          {
            heading: '2. Data we process',
            paragraphs: ['Depending on how you use CamperMarkt24, we process in particular:'],
            items: [
              'account data such as name, address, e-mail address and phone number',
              'for dealers, company details, proof of trade and VAT identification number',
              'vehicle details, photos and price expectations from listings and valuation requests',
              'bids, late offers, negotiation offers and completed purchases',
              'technical data such as IP address, browser type, pages visited and time of access',
            ],
          },
          {
            heading: '3. Cookies',
            paragraphs: [
              'We use cookies that are necessary to operate the website or that allow referrals to be attributed:',
            ],
            items: [
              'cm24-uuid: anonymous visitor ID used to recognise returning visits; stored for one year',
              'X-Session-Id: session ID for the duration of your visit; deleted when you close your browser',
              'tap_rc: stores the referral code if you come to us via a partner’s link; stored for 30 days',
              'i18n_locale: stores the language you have selected',
            ],
          },
          {
            heading: '4. Purposes and legal bases',
            paragraphs: [
              'We process your data to perform the user agreement, i.e. for registration, listings, auctions and brokering purchase contracts (Art. 6(1)(b) GDPR), to comply with legal obligations such as retention duties under commercial and tax law (Art. 6(1)(c) GDPR), and on the basis of our legitimate interest in a secure and functional service, in fraud prevention and in settling our referral programme (Art. 6(1)(f) GDPR).',
              'Where we ask for your consent, for example for a newsletter, the legal basis is Art. 6(1)(a) GDPR. You can withdraw your consent at any time with effect for the future.',
            ],
          },
          {
            heading: '5. Recipients',
            paragraphs: [
              'Bidders see vehicle details and photos but not the seller’s identity. Only after a sale do we pass the seller’s name and contact details on to the buying dealer, and vice versa, so that payment and collection can be arranged.',
              'We also use carefully selected service providers, for example for hosting, sending e-mails and accounting, who process data solely on our instructions. Data is disclosed to authorities only where we are legally obliged to do so.',
            ],
          },
          {
            heading: '6. Retention',
            paragraphs: [
              'We store personal data for as long as your user account exists or as long as it is needed for the respective purpose. Data subject to retention obligations under commercial or tax law is kept for the statutory period of up to ten years. The retention periods of cookies are given in section 3.',
            ],
          },
          {
            heading: '7. Your rights',
            paragraphs: [
              'You have the right of access, rectification, erasure and restriction of processing, the right to data portability and the right to object to processing based on legitimate interests.',
              'You can also lodge a complaint with a data protection supervisory authority, for example the Hamburg Commissioner for Data Protection and Freedom of Information.',
            ],
          },
          {
            heading: '8. Data protection officer',
            paragraphs: [
              'You can contact our data protection officer at datenschutz@campermarkt24.de or by post at our address, marked for the attention of the data protection officer.',
            ],
          },
        ],
      },
    },
    imprint: {
      title: 'Legal notice',
      description:
        'Legal notice of CamperMarkt24 GmbH, Hamburg: provider identification, managing directors, commercial register, VAT ID, contact and dispute resolution.',
      body: {
        sections: [
          {
            heading: 'Information pursuant to § 5 DDG (German Digital Services Act)',
            paragraphs: ['CamperMarkt24 GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Germany'],
          },
          {
            heading: 'Represented by',
            paragraphs: ['Managing directors: Jonas Albrecht, Miriam Kessler'],
          },
          {
            heading: 'Contact',
            paragraphs: ['Phone: +49 40 123 456 70', 'E-mail: service@campermarkt24.de'],
          },
          {
            heading: 'Commercial register',
            paragraphs: ['Register court: Amtsgericht Hamburg', 'Registration number: HRB 178532'],
          },
          {
            heading: 'VAT identification number',
            paragraphs: ['VAT identification number pursuant to § 27a of the German VAT Act: DE356812947'],
          },
          {
            heading: 'Responsible for content pursuant to § 18(2) MStV',
            paragraphs: ['Jonas Albrecht, Am Sandtorkai 41, 20457 Hamburg, Germany'],
          },
          {
            heading: 'Dispute resolution',
            paragraphs: [
              'The European Commission’s online dispute resolution platform (ODR platform) was discontinued on 20 July 2025. If you have a question or complaint, please contact us directly at service@campermarkt24.de.',
              'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
            ],
          },
        ],
      },
    },
    'merchant-landing': {
      title: 'For dealers',
      description:
        'Buy reviewed used motorhomes and caravans from all over Europe in 24-hour auctions. Free registration, commission only when you actually buy.',
      body: {
        intro:
          'On CamperMarkt24, more than 250 trade dealers buy used motorhomes and caravans directly from private and trade sellers. New vehicles reviewed by our team go to auction every day.',
        sections: [
          {
            heading: 'Why dealers buy with us',
            paragraphs: [
              'Many vehicles on CamperMarkt24 come from private owners and are not offered anywhere else. Every listing is reviewed before the auction, with informative photos and complete details. Auctions last no more than 24 hours and end on weekdays between 2 pm and 5 pm Berlin time – predictable and within business hours.',
            ],
            items: [
              'reviewed listings with complete details and informative photos',
              'vehicles from all over Europe',
              'short, predictable auctions',
              'clear, binding processes all the way to collection',
            ],
          },
          {
            heading: 'Registration and approval',
            paragraphs: [
              'Register your business online and upload proof of trade, such as a business registration or commercial register extract, together with your VAT identification number. We check your details and approve your account. You receive a confirmation by e-mail and can start bidding straight away.',
            ],
          },
          {
            heading: 'Commission',
            paragraphs: [
              'Registration and bidding are free. Only when you buy a vehicle do you pay a commission of 1.75% net of the hammer price, at least EUR 399 and at most EUR 3,500 net, plus 19% VAT in each case.',
            ],
          },
          {
            heading: 'Tools for your purchasing',
            paragraphs: ['These features help you keep track:'],
            items: [
              'Bidding agent: set a maximum bid and the agent bids automatically up to your limit',
              'Saved searches: get notified about new vehicles that match your criteria',
              'Watchlist: keep an eye on interesting vehicles until the auction ends',
              'Buy-now: buy vehicles with a buy-now price directly, without waiting for the auction',
              'Late offers and renegotiation: still get a chance after the auction has ended',
            ],
          },
        ],
      },
    },
    sell: {
      title: 'Sell your motorhome',
      description:
        'Sell your motorhome or caravan for free: create an ad, review within 24 hours, a 24-hour dealer auction, then collection and payment by the dealer.',
      body: {
        intro:
          'With CamperMarkt24 you sell your motorhome, caravan or trailer to approved dealers – free of charge, quickly and without viewings with private buyers.',
        sections: [
          {
            heading: 'How selling works',
            paragraphs: ['Four steps to your sale:'],
            items: [
              'You create a free ad with vehicle details, photos and your price expectation.',
              'We review your ad within 24 hours at the most, weekends included.',
              'More than 250 dealers bid in an online auction lasting no more than 24 hours.',
              'If a bid reaches your price expectation, your vehicle is sold; otherwise you decide on the highest bid.',
            ],
          },
          {
            heading: 'What you need',
            paragraphs: [
              'For your ad you need your vehicle registration certificate (both parts, if your country issues two) and up-to-date photos. We recommend at least five exterior and five interior shots. A service book, invoices and inspection reports, for example for the gas system or a damp test, increase dealers’ confidence – and often their bids too.',
            ],
          },
          {
            heading: 'Price expectation and renegotiation',
            paragraphs: [
              'You decide the minimum price you want to achieve. If a bid reaches this amount, the highest bidder wins automatically. If the highest bid falls short, you can accept it, renegotiate online or decline. Late offers after the auction has ended are also possible. Our free quick valuation gives you a realistic idea of what to expect.',
            ],
          },
          {
            heading: 'Collection and payment',
            paragraphs: [
              'After the sale the dealer receives your contact details and arranges payment and collection with you. The handover takes place immediately or within six weeks at the most; by arrangement, it can also be later, up to three months after the sale. The dealer pays the purchase price directly to you, at the latest on collection. Only hand over the vehicle and documents once the money has reached your account.',
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
      role: 'Head of Editorial',
      bio: 'Lena Hoffmann heads the editorial team at CamperMarkt24. She has been travelling around Europe in her own campervan for many years and writes about everything sellers should know before, during and after the auction.',
    },
    {
      slug: 'pieter-de-vries',
      name: 'Pieter de Vries',
      role: 'Head of Dealer Relations',
      bio: 'Pieter de Vries looks after the dealers on CamperMarkt24. Before joining us he worked in the caravan trade in the Netherlands for many years, so he knows vehicle purchasing from the inside.',
    },
    {
      slug: 'marek-novak',
      name: 'Marek Novák',
      role: 'Vehicle Valuation Expert',
      bio: 'Marek Novák is a trained automotive technician and is responsible for the free quick valuation at CamperMarkt24. He knows exactly what dealers look for in motorhomes and caravans.',
    },
  ],
  articles: [
    {
      slug: 'selling-a-motorhome-checklist',
      authorSlug: 'lena-hoffmann',
      title: 'Selling your motorhome: the checklist for a smooth sale',
      excerpt:
        'From paperwork to handover: use this checklist to prepare the sale of your motorhome thoroughly and avoid nasty surprises.',
      body: [
        'Selling a motorhome is not something you do every day, which makes good preparation all the more important. If you have your paperwork in order, describe the vehicle honestly and set a realistic price expectation, you will sell faster and usually at a better price.',
        'Start with the documents. You will need your vehicle registration certificate, in both parts if your country issues two. Also gather the service book, workshop invoices, the latest roadworthiness test report and any certificates for gas and damp checks. A complete service history is one of the strongest arguments for dealers.',
        'Clean the vehicle thoroughly inside and out. Empty the fresh and waste water tanks, empty the toilet cassette and remove your personal belongings. Small faults such as a blown bulb or a sticking locker door can often be fixed with little effort and leave a much better impression.',
        'Describe your motorhome fully and honestly. List equipment such as an awning, solar panels, a bike rack or a satellite system, but also known defects, accident damage or damp spots. Dealers bid with more confidence, and higher, when they do not have to fear hidden surprises. Good photos are part of this too: at least five exterior and five interior shots.',
        'Set a realistic price expectation. The free quick valuation from CamperMarkt24 gives you a price range by e-mail within 24 hours. If your price expectation is reached in the auction, your vehicle is sold automatically – so do not set it lower than the price you actually want to achieve.',
        'Finally, plan the handover. Decide whether you want to hand the vehicle over immediately or in a few weeks, and have all keys, manuals and accessories ready. Agree with the dealer who will deregister or re-register the vehicle, and do not cancel your insurance until that has been done. Only hand over the vehicle and documents once the purchase price has reached your account.',
      ],
      publishedAt: '2026-03-12',
    },
    {
      slug: 'motorhome-photo-tips',
      authorSlug: 'lena-hoffmann',
      title: 'How to photograph your motorhome: 5 exterior and 5 interior shots',
      excerpt:
        'Good photos are the shop window of your ad. We show you which ten shots dealers want to see and how to get them right, even with a smartphone.',
      body: [
        'Dealers on CamperMarkt24 bid without having seen the vehicle in person. That makes the photos the most important part of your ad: the more clearly and completely they show your motorhome, the more confidently dealers can calculate – and the higher the bids often are. We recommend at least five exterior and five interior photos.',
        'Create good conditions. Take your photos in daylight, ideally on a slightly overcast day, so there are no harsh shadows. Park the vehicle in a quiet, tidy spot with no other cars in the background. A clean vehicle and a clean camera lens make a surprisingly big difference.',
        'The five exterior shots: photograph the vehicle at an angle from the front left and at an angle from the rear right, so that the front or rear and one side are visible in each. Add a full side view from the left and from the right, plus a shot of the roof or, if that is not possible, of the rear garage and fittings such as the awning and bike rack.',
        'The five interior shots: show the cab with the instrument cluster switched on so the mileage is readable, the living area with the seating, the kitchen, the washroom and the sleeping area. Open curtains and blinds, switch on the lights and shoot from a corner so that as much of the space as possible is visible.',
        'Do not hide defects. An extra photo of a scratch, a dent or a damp spot comes across as honest and builds trust. Dealers expect signs of use anyway; what puts them off are surprises on collection day.',
        'Finally, a few extras that are worth it: a photo of the identification plate, of the tyres with visible tread, of the habitation door and of on-board systems such as the heating, fridge and leisure battery. Before uploading, check that all pictures are sharp and the right way up – then nothing stands in the way of a successful auction.',
      ],
      publishedAt: '2026-04-22',
    },
    {
      slug: 'what-affects-caravan-value',
      authorSlug: 'marek-novak',
      title: 'What determines the value of a caravan?',
      excerpt:
        'Age, layout, damp and care: these are the factors that decide what dealers will bid for your used caravan.',
      body: [
        'Two caravans from the same year can differ considerably in value. Dealers look not only at make and age but above all at how easily the vehicle can be resold. If you know the key factors, you can judge your price expectation much better.',
        'The single most important factor is whether the body is watertight. Damp in the walls, floor or roof is the most common and most expensive damage in caravans. A recent damp test report from a specialist workshop removes uncertainty for dealers and has a noticeable effect on bids.',
        'Layout and weight also have a big influence. Practical layouts such as single beds, bunk beds for families or a separate washroom are in demand. The maximum authorised mass matters too: caravans that can be towed by common towing vehicles attract more interest.',
        'Equipment can increase the value if it is in demand and in working order. A motor mover, an awning in good condition, solar panels or a modern heating system are popular with dealers. Extras that do not work, on the other hand, tend to reduce the value.',
        'Do not underestimate the maintenance history. Regular servicing, invoices and a recent gas safety check show that the caravan has been in good hands. Tyres also play a part: caravan tyres often age faster than they wear out, so dealers check the date of manufacture.',
        'Finally, the price also depends on the market. Demand is usually higher before the season in spring than in late autumn. If you would like to know where your caravan stands right now, use our free quick valuation: you will receive a price range by e-mail within 24 hours.',
      ],
      publishedAt: '2026-06-10',
    },
    {
      slug: 'how-the-dealer-auction-works',
      authorSlug: 'pieter-de-vries',
      title: 'How the dealer auction works – and why the bidding agent helps',
      excerpt:
        'Short duration, fixed end times, binding bids: a look behind the scenes of the CamperMarkt24 auction and at the bidding agent that saves dealers time.',
      body: [
        'On CamperMarkt24, only approved trade dealers can bid. More than 250 dealers with around 300 bidders are registered, and every one of them had to prove their trade status before placing their first bid. For sellers this means every bid comes from a serious buyer.',
        'Before a vehicle goes to auction, our team reviews the listing within 24 hours at the most. The auction itself then lasts no more than 24 hours and always ends on a weekday between 2 pm and 5 pm Berlin time. These fixed end times are deliberate: dealers can plan their purchasing and are usually available when the auction closes.',
        'Bids are binding. If a bid reaches the seller’s price expectation, the highest bidder wins automatically. If the highest bid is lower, the seller decides whether to accept it, renegotiate online or decline. After the auction, dealers can also submit a late offer, which is binding for 48 hours or until the seller declines it.',
        'This is where the bidding agent comes in. Instead of sitting in front of the screen as the auction ends, the dealer sets a maximum bid. The agent then bids automatically in small increments whenever another dealer outbids them – but never beyond the limit that has been set.',
        'This benefits both sides. Dealers do not miss an auction just because they are busy with a customer, and they do not pay more than necessary because the agent only goes as high as the competing bid requires. Sellers benefit because more dealers can bid at the same time, which increases competition for their vehicle.',
        'For dealers who want to act quickly, there is also buy-now at a fixed price, where one has been set. With saved searches and the watchlist they can keep track of new vehicles that fit their stock. And the commission is only charged when a purchase actually takes place.',
      ],
      publishedAt: '2026-09-16',
    },
  ],
};
