/** Attribute definitions for customers, merchants, their addresses, auctions and damages, labelled in all eight locales. */
import type { AttributeDef, AttributeOptionDef, EntityType } from '../attributes.ts';
import { LOCALES, LOCALE_NAMES } from '../locales.ts';
import { BOTH, type Extra, option, same, selectAttribute, simpleAttribute, t, YES_NO } from './builders.ts';

const simple = simpleAttribute;
const select = selectAttribute;

const OTHER = t('Sonstiges', 'Other', 'Overig', 'Övrigt', 'Andet', 'Inne', 'Otro', 'Jiné');

/** Each locale named in its own language, the same in every storefront locale. */
const LANGUAGE_OPTIONS: AttributeOptionDef[] = LOCALES.map((locale) => option(locale, same(LOCALE_NAMES[locale])));

/** The 21 catalogue countries (ISO 3166-1 alpha-2 codes). */
const COUNTRY_OPTIONS: AttributeOptionDef[] = [
  option('DE', t('Deutschland', 'Germany', 'Duitsland', 'Tyskland', 'Tyskland', 'Niemcy', 'Alemania', 'Německo')),
  option('NL', t('Niederlande', 'Netherlands', 'Nederland', 'Nederländerna', 'Nederlandene', 'Holandia', 'Países Bajos', 'Nizozemsko')),
  option('BE', t('Belgien', 'Belgium', 'België', 'Belgien', 'Belgien', 'Belgia', 'Bélgica', 'Belgie')),
  option('FR', t('Frankreich', 'France', 'Frankrijk', 'Frankrike', 'Frankrig', 'Francja', 'Francia', 'Francie')),
  option('IT', t('Italien', 'Italy', 'Italië', 'Italien', 'Italien', 'Włochy', 'Italia', 'Itálie')),
  option('AT', t('Österreich', 'Austria', 'Oostenrijk', 'Österrike', 'Østrig', 'Austria', 'Austria', 'Rakousko')),
  option('CH', t('Schweiz', 'Switzerland', 'Zwitserland', 'Schweiz', 'Schweiz', 'Szwajcaria', 'Suiza', 'Švýcarsko')),
  option('LU', t('Luxemburg', 'Luxembourg', 'Luxemburg', 'Luxemburg', 'Luxembourg', 'Luksemburg', 'Luxemburgo', 'Lucembursko')),
  option('DK', t('Dänemark', 'Denmark', 'Denemarken', 'Danmark', 'Danmark', 'Dania', 'Dinamarca', 'Dánsko')),
  option('CZ', t('Tschechien', 'Czechia', 'Tsjechië', 'Tjeckien', 'Tjekkiet', 'Czechy', 'Chequia', 'Česko')),
  option('PL', t('Polen', 'Poland', 'Polen', 'Polen', 'Polen', 'Polska', 'Polonia', 'Polsko')),
  option('ES', t('Spanien', 'Spain', 'Spanje', 'Spanien', 'Spanien', 'Hiszpania', 'España', 'Španělsko')),
  option('HR', t('Kroatien', 'Croatia', 'Kroatië', 'Kroatien', 'Kroatien', 'Chorwacja', 'Croacia', 'Chorvatsko')),
  option('SI', t('Slowenien', 'Slovenia', 'Slovenië', 'Slovenien', 'Slovenien', 'Słowenia', 'Eslovenia', 'Slovinsko')),
  option('SK', t('Slowakei', 'Slovakia', 'Slowakije', 'Slovakien', 'Slovakiet', 'Słowacja', 'Eslovaquia', 'Slovensko')),
  option('HU', t('Ungarn', 'Hungary', 'Hongarije', 'Ungern', 'Ungarn', 'Węgry', 'Hungría', 'Maďarsko')),
  option('SE', t('Schweden', 'Sweden', 'Zweden', 'Sverige', 'Sverige', 'Szwecja', 'Suecia', 'Švédsko')),
  option('NO', t('Norwegen', 'Norway', 'Noorwegen', 'Norge', 'Norge', 'Norwegia', 'Noruega', 'Norsko')),
  option('FI', t('Finnland', 'Finland', 'Finland', 'Finland', 'Finland', 'Finlandia', 'Finlandia', 'Finsko')),
  option('PT', t('Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugalia', 'Portugal', 'Portugalsko')),
  option('GR', t('Griechenland', 'Greece', 'Griekenland', 'Grekland', 'Grækenland', 'Grecja', 'Grecia', 'Řecko')),
];

const STREET = t('Straße und Hausnummer', 'Street and number', 'Straat en huisnummer', 'Gatuadress', 'Vej og husnummer', 'Ulica i numer', 'Calle y número', 'Ulice a číslo popisné');
const ZIP_CODE = t('Postleitzahl', 'Postcode', 'Postcode', 'Postnummer', 'Postnummer', 'Kod pocztowy', 'Código postal', 'PSČ');
const CITY = t('Ort', 'City', 'Plaats', 'Ort', 'By', 'Miejscowość', 'Ciudad', 'Město');
const COUNTRY = t('Land', 'Country', 'Land', 'Land', 'Land', 'Kraj', 'País', 'Země');
const VAT_REG_NO = t('USt-IdNr.', 'VAT number', 'Btw-nummer', 'Momsregistreringsnummer', 'Momsnummer', 'Numer VAT UE', 'Número de IVA', 'DIČ');
const MONEY: Extra = { unit: 'EUR' };

/** Street, postcode, city and country of an address entity. */
function addressAttributes(entityType: EntityType): AttributeDef[] {
  return [
    simple(entityType, 'street', 'varchar', STREET),
    simple(entityType, 'zip_code', 'varchar', ZIP_CODE),
    simple(entityType, 'city', 'varchar', CITY),
    select(entityType, 'country', COUNTRY, COUNTRY_OPTIONS),
  ];
}

export const OTHER_ATTRIBUTES: AttributeDef[] = [
  // customer
  simple('customer', 'name', 'varchar', t('Vorname', 'First name', 'Voornaam', 'Förnamn', 'Fornavn', 'Imię', 'Nombre', 'Jméno')),
  simple('customer', 'surname', 'varchar', t('Nachname', 'Last name', 'Achternaam', 'Efternamn', 'Efternavn', 'Nazwisko', 'Apellidos', 'Příjmení')),
  simple('customer', 'email', 'varchar', t('E-Mail', 'Email', 'E-mail', 'E-post', 'E-mail', 'E-mail', 'Correo electrónico', 'E-mail')),
  simple('customer', 'phone', 'varchar', t('Telefon', 'Phone', 'Telefoon', 'Telefon', 'Telefon', 'Telefon', 'Teléfono', 'Telefon')),
  select('customer', 'language_setting', t('Sprache', 'Language', 'Taal', 'Språk', 'Sprog', 'Język', 'Idioma', 'Jazyk'), LANGUAGE_OPTIONS),
  select(
    'customer',
    'profile_type',
    t('Profiltyp', 'Profile type', 'Profieltype', 'Profiltyp', 'Profiltype', 'Typ profilu', 'Tipo de perfil', 'Typ profilu'),
    [
      option('PRIVATE', t('Privat', 'Private', 'Particulier', 'Privat', 'Privat', 'Prywatny', 'Particular', 'Soukromý')),
      option('COMMERCIAL', t('Gewerblich', 'Commercial', 'Zakelijk', 'Företag', 'Erhverv', 'Firmowy', 'Empresa', 'Firemní')),
      option('MERCHANT', t('Händler', 'Dealer', 'Handelaar', 'Handlare', 'Forhandler', 'Dealer', 'Concesionario', 'Obchodník')),
    ],
  ),
  simple('customer', 'vat_reg_no', 'varchar', VAT_REG_NO),

  // customer_address
  ...addressAttributes('customer_address'),

  // merchant
  simple('merchant', 'company', 'varchar', t('Firma', 'Company', 'Bedrijf', 'Företag', 'Firma', 'Firma', 'Empresa', 'Firma')),
  simple('merchant', 'vat_reg_no', 'varchar', VAT_REG_NO),
  simple(
    'merchant',
    'managing_director',
    'varchar',
    t('Geschäftsführer', 'Managing director', 'Directeur', 'Verkställande direktör', 'Administrerende direktør', 'Prezes zarządu', 'Director general', 'Jednatel'),
  ),
  simple(
    'merchant',
    'contact_name',
    'varchar',
    t('Vorname Ansprechpartner', 'Contact first name', 'Voornaam contactpersoon', 'Kontaktpersonens förnamn', 'Kontaktpersonens fornavn', 'Imię osoby kontaktowej', 'Nombre de la persona de contacto', 'Jméno kontaktní osoby'),
  ),
  simple(
    'merchant',
    'contact_surname',
    'varchar',
    t('Nachname Ansprechpartner', 'Contact last name', 'Achternaam contactpersoon', 'Kontaktpersonens efternamn', 'Kontaktpersonens efternavn', 'Nazwisko osoby kontaktowej', 'Apellidos de la persona de contacto', 'Příjmení kontaktní osoby'),
  ),
  simple(
    'merchant',
    'contact_phone',
    'varchar',
    t('Telefon Ansprechpartner', 'Contact phone', 'Telefoon contactpersoon', 'Kontaktpersonens telefon', 'Kontaktpersonens telefon', 'Telefon osoby kontaktowej', 'Teléfono de la persona de contacto', 'Telefon kontaktní osoby'),
  ),

  // merchant_address
  ...addressAttributes('merchant_address'),
  select(
    'merchant_address',
    'notification_locale',
    t('Sprache für Benachrichtigungen', 'Notification language', 'Taal voor meldingen', 'Språk för aviseringar', 'Sprog for notifikationer', 'Język powiadomień', 'Idioma de las notificaciones', 'Jazyk oznámení'),
    LANGUAGE_OPTIONS,
  ),

  // auction
  simple('auction', 'start_price', 'int', t('Startpreis', 'Starting price', 'Startprijs', 'Utropspris', 'Startpris', 'Cena wywoławcza', 'Precio de salida', 'Vyvolávací cena'), MONEY),
  simple('auction', 'highest_bid', 'int', t('Höchstgebot', 'Highest bid', 'Hoogste bod', 'Högsta bud', 'Højeste bud', 'Najwyższa oferta', 'Puja más alta', 'Nejvyšší příhoz'), MONEY),
  select('auction', 'buy_now', t('Sofortkauf', 'Buy now', 'Direct kopen', 'Köp nu', 'Køb nu', 'Kup teraz', 'Compra inmediata', 'Koupit hned'), YES_NO),
  select(
    'auction',
    'exclusive_auction',
    t('Exklusive Auktion', 'Exclusive auction', 'Exclusieve veiling', 'Exklusiv auktion', 'Eksklusiv auktion', 'Aukcja ekskluzywna', 'Subasta exclusiva', 'Exkluzivní aukce'),
    YES_NO,
  ),
  select(
    'auction',
    'manufacturer_auction',
    t('Herstellerauktion', 'Manufacturer auction', 'Fabrikantenveiling', 'Tillverkarauktion', 'Producentauktion', 'Aukcja producenta', 'Subasta del fabricante', 'Aukce výrobce'),
    YES_NO,
  ),

  // damage
  select(
    'damage',
    'damage_location',
    t('Schadensort', 'Damage location', 'Locatie van de schade', 'Skadans placering', 'Skadens placering', 'Miejsce uszkodzenia', 'Ubicación del daño', 'Místo poškození'),
    [
      option('front', t('Front', 'Front', 'Voorkant', 'Front', 'Front', 'Przód', 'Parte delantera', 'Přední část')),
      option('rear', t('Heck', 'Rear', 'Achterkant', 'Bakdel', 'Bagende', 'Tył', 'Parte trasera', 'Zadní část')),
      option('left', t('Linke Seite', 'Left side', 'Linkerzijde', 'Vänster sida', 'Venstre side', 'Lewa strona', 'Lado izquierdo', 'Levá strana')),
      option('right', t('Rechte Seite', 'Right side', 'Rechterzijde', 'Höger sida', 'Højre side', 'Prawa strona', 'Lado derecho', 'Pravá strana')),
      option('roof', t('Dach', 'Roof', 'Dak', 'Tak', 'Tag', 'Dach', 'Techo', 'Střecha')),
      option('interior', t('Innenraum', 'Interior', 'Interieur', 'Interiör', 'Interiør', 'Wnętrze', 'Interior', 'Interiér')),
      option('underbody', t('Unterboden', 'Underbody', 'Onderzijde', 'Underrede', 'Undervogn', 'Spód pojazdu', 'Bajos', 'Spodek vozidla')),
      option('other', OTHER),
    ],
    { requiredFor: BOTH },
  ),
  select(
    'damage',
    'damage_type',
    t('Schadensart', 'Damage type', 'Soort schade', 'Typ av skada', 'Skadetype', 'Rodzaj uszkodzenia', 'Tipo de daño', 'Druh poškození'),
    [
      option('scratch', t('Kratzer', 'Scratch', 'Kras', 'Repa', 'Ridse', 'Rysa', 'Arañazo', 'Škrábanec')),
      option('dent', t('Delle', 'Dent', 'Deuk', 'Buckla', 'Bule', 'Wgniecenie', 'Abolladura', 'Promáčklina')),
      option('crack', t('Riss', 'Crack', 'Scheur', 'Spricka', 'Revne', 'Pęknięcie', 'Grieta', 'Prasklina')),
      option('rust', t('Rost', 'Rust', 'Roest', 'Rost', 'Rust', 'Rdza', 'Óxido', 'Rez')),
      option('water_damage', t('Wasserschaden', 'Water damage', 'Waterschade', 'Vattenskada', 'Vandskade', 'Szkoda wodna', 'Daños por agua', 'Poškození vodou')),
      option('broken', t('Defekt', 'Broken', 'Kapot', 'Trasig', 'I stykker', 'Zepsute', 'Roto', 'Rozbité')),
      option('missing', t('Fehlt', 'Missing', 'Ontbreekt', 'Saknas', 'Mangler', 'Brak', 'Falta', 'Chybí')),
      option('other', OTHER),
    ],
    { requiredFor: BOTH },
  ),
  simple(
    'damage',
    'damage_description',
    'varchar',
    t('Schadensbeschreibung', 'Damage description', 'Omschrijving van de schade', 'Beskrivning av skadan', 'Beskrivelse af skaden', 'Opis uszkodzenia', 'Descripción del daño', 'Popis poškození'),
  ),
];
