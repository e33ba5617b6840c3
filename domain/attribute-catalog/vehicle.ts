/** Product (vehicle) attribute definitions for motorhomes and caravans, with labels in all eight storefront locales. */
import type { AttributeDef, AttributeOptionDef, BackendType, Labels, ProductKind } from '../attributes.ts';
import { makeCode } from '../makes.ts';
import { BOTH, type Extra, option, same, selectAttribute, simpleAttribute, t, YES_NO, YES_NO_UNKNOWN } from './builders.ts';

function simple(code: string, backendType: BackendType, labels: Labels, extra: Extra = {}): AttributeDef {
  return simpleAttribute('product', code, backendType, labels, extra);
}

function select(code: string, labels: Labels, options: AttributeOptionDef[], extra: Extra = {}): AttributeDef {
  return selectAttribute('product', code, labels, options, extra);
}

const MOTORHOME: ProductKind[] = ['motorhome'];
const TRAILER: ProductKind[] = ['trailer'];


/** A yes/no/unknown condition field. */
function condition(code: string, labels: Labels, extra: Extra = {}): AttributeDef {
  return select(code, labels, YES_NO_UNKNOWN, extra);
}

const MAKES = [
  'Adria', 'Bürstner', 'Carado', 'Carthago', 'Chausson', 'Dethleffs', 'Eriba', 'Eura Mobil', 'Fendt', 'Frankia',
  'Hobby', 'Hymer', 'Knaus', 'Laika', 'LMC', 'Malibu', 'Morelo', 'Pilote', 'Pössl', 'Rapido', 'Roller Team',
  'Sunlight', 'Tabbert', 'Weinsberg', 'Westfalia',
];

const MAKE_OPTIONS: AttributeOptionDef[] = [
  ...MAKES.map((name) => option(makeCode(name), same(name))),
  option('other', t('Sonstige', 'Other', 'Overig', 'Övrigt', 'Andet', 'Inne', 'Otra', 'Jiná')),
];

const LENGTH = t('Länge', 'Length', 'Lengte', 'Längd', 'Længde', 'Długość', 'Longitud', 'Délka');
const WIDTH = t('Breite', 'Width', 'Breedte', 'Bredd', 'Bredde', 'Szerokość', 'Anchura', 'Šířka');
const HEIGHT = t('Höhe', 'Height', 'Hoogte', 'Höjd', 'Højde', 'Wysokość', 'Altura', 'Výška');
const EMPTY_WEIGHT = t('Leergewicht', 'Unladen weight', 'Leeggewicht', 'Tjänstevikt', 'Egenvægt', 'Masa własna', 'Peso en vacío', 'Pohotovostní hmotnost');
const LICENSED_WEIGHT = t(
  'Zulässiges Gesamtgewicht', 'Gross vehicle weight', 'Toegestane maximummassa', 'Totalvikt', 'Tilladt totalvægt',
  'Dopuszczalna masa całkowita', 'Masa máxima autorizada', 'Celková hmotnost',
);

export const VEHICLE_ATTRIBUTES: AttributeDef[] = [
  select(
    'product_type',
    t('Fahrzeugart', 'Vehicle type', 'Voertuigtype', 'Fordonstyp', 'Køretøjstype', 'Typ pojazdu', 'Tipo de vehículo', 'Typ vozidla'),
    [
      option('motorhome', t('Wohnmobil', 'Motorhome', 'Camper', 'Husbil', 'Autocamper', 'Kamper', 'Autocaravana', 'Obytný vůz')),
      option('trailer', t('Wohnwagen', 'Caravan', 'Caravan', 'Husvagn', 'Campingvogn', 'Przyczepa kempingowa', 'Caravana', 'Obytný přívěs')),
    ],
    { requiredFor: BOTH },
  ),
  select('make', t('Marke', 'Make', 'Merk', 'Märke', 'Mærke', 'Marka', 'Marca', 'Značka'), MAKE_OPTIONS, { requiredFor: BOTH }),
  // The make's name when it is not in the list ("other"); checked against the blacklists of domain/ad-editor/sanitize.ts.
  simple(
    'make_other',
    'varchar',
    t('Marke (Name)', 'Make (name)', 'Merk (naam)', 'Märke (namn)', 'Mærke (navn)', 'Marka (nazwa)', 'Marca (nombre)', 'Značka (název)'),
    { requiredWhen: { attribute: 'make', oneOf: ['other'] } },
  ),
  simple('model', 'varchar', t('Modell', 'Model', 'Model', 'Modell', 'Model', 'Model', 'Modelo', 'Model'), { requiredFor: BOTH }),
  simple('series', 'varchar', t('Baureihe', 'Series', 'Serie', 'Serie', 'Serie', 'Seria', 'Serie', 'Řada')),
  simple(
    'first_registration',
    'datetime',
    t('Erstzulassung', 'First registration', 'Eerste toelating', 'Första registrering', 'Første registrering', 'Pierwsza rejestracja', 'Primera matriculación', 'První registrace'),
    { requiredFor: BOTH },
  ),
  simple(
    'mileage',
    'int',
    t('Kilometerstand', 'Mileage', 'Kilometerstand', 'Mätarställning', 'Kilometerstand', 'Przebieg', 'Kilometraje', 'Stav tachometru'),
    { unit: 'km', productKinds: MOTORHOME, requiredFor: MOTORHOME },
  ),
  simple(
    'estimated_mileage',
    'int',
    t('Geschätzter Kilometerstand', 'Estimated mileage', 'Geschatte kilometerstand', 'Uppskattad mätarställning', 'Anslået kilometerstand', 'Szacowany przebieg', 'Kilometraje estimado', 'Odhadovaný stav tachometru'),
    { unit: 'km', productKinds: MOTORHOME },
  ),
  simple('zipcode', 'varchar', t('Postleitzahl', 'Postcode', 'Postcode', 'Postnummer', 'Postnummer', 'Kod pocztowy', 'Código postal', 'PSČ'), { requiredFor: BOTH }),
  simple('location', 'varchar', t('Standort', 'Location', 'Locatie', 'Plats', 'Placering', 'Lokalizacja', 'Ubicación', 'Umístění')),
  select(
    'fuel',
    t('Kraftstoff', 'Fuel', 'Brandstof', 'Bränsle', 'Brændstof', 'Paliwo', 'Combustible', 'Palivo'),
    [
      option('diesel', t('Diesel', 'Diesel', 'Diesel', 'Diesel', 'Diesel', 'Diesel', 'Diésel', 'Nafta')),
      option('petrol', t('Benzin', 'Petrol', 'Benzine', 'Bensin', 'Benzin', 'Benzyna', 'Gasolina', 'Benzín')),
      option('lpg', t('Autogas (LPG)', 'LPG', 'LPG', 'Fordonsgas (LPG)', 'Autogas (LPG)', 'LPG', 'GLP', 'LPG')),
      option('electric', t('Elektro', 'Electric', 'Elektrisch', 'El', 'El', 'Elektryczny', 'Eléctrico', 'Elektřina')),
      option('hybrid', t('Hybrid', 'Hybrid', 'Hybride', 'Hybrid', 'Hybrid', 'Hybryda', 'Híbrido', 'Hybrid')),
    ],
    { productKinds: MOTORHOME, requiredFor: MOTORHOME },
  ),
  select(
    'transmission',
    t('Getriebe', 'Transmission', 'Transmissie', 'Växellåda', 'Gearkasse', 'Skrzynia biegów', 'Cambio', 'Převodovka'),
    [
      option('manual', t('Schaltgetriebe', 'Manual', 'Handgeschakeld', 'Manuell', 'Manuel', 'Manualna', 'Manual', 'Manuální')),
      option('automatic', t('Automatik', 'Automatic', 'Automaat', 'Automat', 'Automatisk', 'Automatyczna', 'Automático', 'Automatická')),
    ],
    { productKinds: MOTORHOME, requiredFor: MOTORHOME },
  ),
  simple(
    'engine_capacity',
    'int',
    t('Hubraum', 'Engine capacity', 'Cilinderinhoud', 'Slagvolym', 'Slagvolumen', 'Pojemność skokowa', 'Cilindrada', 'Zdvihový objem'),
    { unit: 'cm³', productKinds: MOTORHOME },
  ),
  simple('power', 'int', t('Leistung', 'Power', 'Vermogen', 'Effekt', 'Effekt', 'Moc', 'Potencia', 'Výkon'), {
    unit: 'kW',
    productKinds: MOTORHOME,
    requiredFor: MOTORHOME,
  }),
  simple('length', 'int', LENGTH, { unit: 'mm', productKinds: MOTORHOME, requiredFor: MOTORHOME }),
  simple('width', 'int', WIDTH, { unit: 'mm', productKinds: MOTORHOME }),
  simple('height', 'int', HEIGHT, { unit: 'mm', productKinds: MOTORHOME }),
  simple('trailer_length', 'int', LENGTH, { unit: 'mm', productKinds: TRAILER, requiredFor: TRAILER }),
  simple('trailer_width', 'int', WIDTH, { unit: 'mm', productKinds: TRAILER }),
  simple('trailer_height', 'int', HEIGHT, { unit: 'mm', productKinds: TRAILER }),
  simple(
    'seats',
    'int',
    t('Sitzplätze', 'Seats', 'Zitplaatsen', 'Sittplatser', 'Siddepladser', 'Miejsca siedzące', 'Plazas', 'Počet míst k sezení'),
    { productKinds: MOTORHOME },
  ),
  simple(
    'beds',
    'int',
    t('Schlafplätze', 'Berths', 'Slaapplaatsen', 'Sovplatser', 'Sovepladser', 'Miejsca do spania', 'Plazas para dormir', 'Počet lůžek'),
    { requiredFor: BOTH },
  ),
  select('axles', t('Achsen', 'Axles', 'Assen', 'Axlar', 'Aksler', 'Osie', 'Ejes', 'Nápravy'), [
    option('one', same('1')),
    option('two', same('2')),
    option('three', same('3')),
  ]),
  simple('weight', 'int', EMPTY_WEIGHT, { unit: 'kg', productKinds: MOTORHOME }),
  simple('licensed_weight', 'int', LICENSED_WEIGHT, { unit: 'kg', productKinds: MOTORHOME, requiredFor: MOTORHOME }),
  simple('trailer_weight', 'int', EMPTY_WEIGHT, { unit: 'kg', productKinds: TRAILER }),
  simple('trailer_licensed_weight', 'int', LICENSED_WEIGHT, { unit: 'kg', productKinds: TRAILER, requiredFor: TRAILER }),
  simple(
    'main_inspection_validity',
    'datetime',
    t('HU gültig bis', 'MOT valid until', 'APK geldig tot', 'Besiktning giltig till', 'Syn gyldigt til', 'Badanie techniczne ważne do', 'ITV válida hasta', 'STK platná do'),
    { requiredWhen: { attribute: 'hu_expired', oneOf: ['no'] } },
  ),
  condition(
    'hu_expired',
    t('HU abgelaufen', 'MOT expired', 'APK verlopen', 'Besiktning utgången', 'Syn udløbet', 'Badanie techniczne wygasło', 'ITV caducada', 'STK propadlá'),
    { requiredFor: BOTH },
  ),
  select(
    'air_conditioning',
    t('Klimaanlage', 'Air conditioning', 'Airconditioning', 'Luftkonditionering', 'Aircondition', 'Klimatyzacja', 'Aire acondicionado', 'Klimatizace'),
    [
      option('none', t('Keine', 'None', 'Geen', 'Ingen', 'Ingen', 'Brak', 'Ninguno', 'Žádná')),
      option('cab', t('Fahrerhaus', 'Cab', 'Cabine', 'Förarhytt', 'Førerhus', 'Kabina kierowcy', 'Cabina', 'Kabina řidiče')),
      option('living_area', t('Wohnraum', 'Living area', 'Woongedeelte', 'Bodel', 'Beboelsesdel', 'Część mieszkalna', 'Zona habitable', 'Obytná část')),
      option(
        'cab_and_living_area',
        t('Fahrerhaus und Wohnraum', 'Cab and living area', 'Cabine en woongedeelte', 'Förarhytt och bodel', 'Førerhus og beboelsesdel', 'Kabina i część mieszkalna', 'Cabina y zona habitable', 'Kabina i obytná část'),
      ),
    ],
  ),
  select(
    'chassis',
    t('Fahrgestell', 'Chassis', 'Chassis', 'Chassi', 'Chassis', 'Podwozie', 'Chasis', 'Podvozek'),
    [
      option('fiat_ducato', same('Fiat Ducato')),
      option('mercedes_sprinter', same('Mercedes-Benz Sprinter')),
      option('ford_transit', same('Ford Transit')),
      option('citroen_jumper', same('Citroën Jumper')),
      option('peugeot_boxer', same('Peugeot Boxer')),
      option('iveco_daily', same('Iveco Daily')),
      option('renault_master', same('Renault Master')),
      option('vw_crafter', same('VW Crafter')),
      option('other', t('Sonstiges', 'Other', 'Overig', 'Övrigt', 'Andet', 'Inne', 'Otro', 'Jiný')),
    ],
    { productKinds: MOTORHOME },
  ),
  select(
    'category',
    t('Kategorie', 'Category', 'Categorie', 'Kategori', 'Kategori', 'Kategoria', 'Categoría', 'Kategorie'),
    [
      option('integrated', t('Vollintegriert', 'A-class (integrated)', 'Integraal', 'Helintegrerad', 'Integreret', 'Integra', 'Integral', 'Integrovaný')),
      option('semi_integrated', t('Teilintegriert', 'Semi-integrated', 'Halfintegraal', 'Halvintegrerad', 'Delintegreret', 'Półintegra', 'Perfilado', 'Polointegrovaný')),
      option('alcove', t('Alkoven', 'Over-cab (alcove)', 'Alkoof', 'Alkov', 'Alkove', 'Alkowa', 'Capuchina', 'Alkovna')),
      option('camper_van', t('Kastenwagen', 'Campervan', 'Buscamper', 'Campervan', 'Campervan', 'Kamper van', 'Furgoneta camper', 'Obytná dodávka')),
      option('caravan', t('Wohnwagen', 'Caravan', 'Caravan', 'Husvagn', 'Campingvogn', 'Przyczepa kempingowa', 'Caravana', 'Obytný přívěs')),
      option('other', t('Sonstige', 'Other', 'Overig', 'Övrigt', 'Andet', 'Inne', 'Otra', 'Jiná')),
    ],
  ),
  {
    code: 'equipment',
    entityType: 'product',
    backendType: 'varchar',
    frontendInput: 'multipleselect',
    labels: t('Ausstattung', 'Equipment', 'Uitrusting', 'Utrustning', 'Udstyr', 'Wyposażenie', 'Equipamiento', 'Výbava'),
    options: [
      option('awning', t('Markise', 'Awning', 'Luifel', 'Markis', 'Markise', 'Markiza', 'Toldo', 'Markýza')),
      option('bike_rack', t('Fahrradträger', 'Bike rack', 'Fietsendrager', 'Cykelhållare', 'Cykelholder', 'Bagażnik rowerowy', 'Portabicicletas', 'Nosič kol')),
      option('solar_panel', t('Solaranlage', 'Solar panel', 'Zonnepaneel', 'Solpanel', 'Solcelleanlæg', 'Panel słoneczny', 'Placa solar', 'Solární panel')),
      option('sat_tv', t('Sat-Anlage', 'Satellite TV', 'Satellietschotel', 'Satellit-TV', 'Satellit-tv', 'Telewizja satelitarna', 'TV por satélite', 'Satelitní TV')),
      option('reversing_camera', t('Rückfahrkamera', 'Reversing camera', 'Achteruitrijcamera', 'Backkamera', 'Bakkamera', 'Kamera cofania', 'Cámara de marcha atrás', 'Couvací kamera')),
      option('navigation', t('Navigationssystem', 'Navigation system', 'Navigatiesysteem', 'Navigationssystem', 'Navigationssystem', 'Nawigacja', 'Navegador', 'Navigace')),
      option('cruise_control', t('Tempomat', 'Cruise control', 'Cruise control', 'Farthållare', 'Fartpilot', 'Tempomat', 'Control de crucero', 'Tempomat')),
      option('heating_truma', t('Truma-Heizung', 'Truma heating', 'Truma-verwarming', 'Truma-värme', 'Truma-varme', 'Ogrzewanie Truma', 'Calefacción Truma', 'Topení Truma')),
      option('heating_alde', t('Alde-Heizung', 'Alde heating', 'Alde-verwarming', 'Alde-värme', 'Alde-varme', 'Ogrzewanie Alde', 'Calefacción Alde', 'Topení Alde')),
      option('hot_water', t('Warmwasser', 'Hot water', 'Warm water', 'Varmvatten', 'Varmt vand', 'Ciepła woda', 'Agua caliente', 'Teplá voda')),
      option('shower', t('Dusche', 'Shower', 'Douche', 'Dusch', 'Bruser', 'Prysznic', 'Ducha', 'Sprcha')),
      option('separate_shower', t('Separate Dusche', 'Separate shower', 'Aparte douche', 'Separat dusch', 'Separat bruser', 'Oddzielny prysznic', 'Ducha independiente', 'Samostatná sprcha')),
      option('toilet', t('Toilette', 'Toilet', 'Toilet', 'Toalett', 'Toilet', 'Toaleta', 'Inodoro', 'Toaleta')),
      option('oven', t('Backofen', 'Oven', 'Oven', 'Ugn', 'Ovn', 'Piekarnik', 'Horno', 'Trouba')),
      option('fridge_freezer', t('Kühlschrank mit Gefrierfach', 'Fridge freezer', 'Koelkast met vriesvak', 'Kylskåp med frys', 'Køleskab med fryser', 'Lodówka z zamrażarką', 'Frigorífico con congelador', 'Lednice s mrazákem')),
      option('microwave', t('Mikrowelle', 'Microwave', 'Magnetron', 'Mikrovågsugn', 'Mikrobølgeovn', 'Kuchenka mikrofalowa', 'Microondas', 'Mikrovlnná trouba')),
      option('inverter', t('Wechselrichter', 'Inverter', 'Omvormer', 'Växelriktare', 'Inverter', 'Przetwornica', 'Inversor', 'Měnič napětí')),
      option('lithium_battery', t('Lithium-Batterie', 'Lithium battery', 'Lithiumaccu', 'Litiumbatteri', 'Lithiumbatteri', 'Akumulator litowy', 'Batería de litio', 'Lithiová baterie')),
      option('towbar', t('Anhängerkupplung', 'Towbar', 'Trekhaak', 'Dragkrok', 'Anhængertræk', 'Hak holowniczy', 'Enganche de remolque', 'Tažné zařízení')),
      option('levelling_jacks', t('Hubstützen', 'Levelling jacks', 'Hefsteunen', 'Nivelleringsstöd', 'Støtteben med niveauregulering', 'Podpory poziomujące', 'Gatos niveladores', 'Nivelační podpěry')),
      option('garage', t('Heckgarage', 'Rear garage', 'Achtergarage', 'Garage', 'Garage', 'Garaż', 'Garaje trasero', 'Zadní garáž')),
      option('isofix', same('Isofix')),
      option('alarm', t('Alarmanlage', 'Alarm system', 'Alarmsysteem', 'Larm', 'Alarm', 'Alarm', 'Alarma', 'Alarm')),
      option('mover', t('Rangierhilfe (Mover)', 'Caravan mover', 'Mover', 'Mover', 'Mover', 'Mover', 'Mover', 'Posunovací zařízení (mover)')),
    ],
  },
  condition('particulate_filter', t('Partikelfilter', 'Particulate filter', 'Roetfilter', 'Partikelfilter', 'Partikelfilter', 'Filtr cząstek stałych', 'Filtro de partículas', 'Filtr pevných částic')),
  condition(
    'yearly_leak_test',
    t('Jährliche Dichtigkeitsprüfung', 'Annual habitation check', 'Jaarlijkse vochtcontrole', 'Årlig fukttest', 'Årlig fugttest', 'Coroczny test szczelności', 'Prueba de estanqueidad anual', 'Roční zkouška těsnosti'),
  ),
  condition('service_book', t('Serviceheft', 'Service book', 'Onderhoudsboekje', 'Servicebok', 'Servicebog', 'Książka serwisowa', 'Libro de mantenimiento', 'Servisní knížka')),
  condition('smoker_car', t('Raucherfahrzeug', 'Smoker vehicle', 'Rookvoertuig', 'Rökfordon', 'Ryger-køretøj', 'Pojazd palacza', 'Vehículo de fumador', 'Kuřácké vozidlo')),
  condition(
    'four_wheel_drive',
    t('Allradantrieb', 'Four-wheel drive', 'Vierwielaandrijving', 'Fyrhjulsdrift', 'Firehjulstræk', 'Napęd na cztery koła', 'Tracción integral', 'Pohon všech kol'),
    { productKinds: MOTORHOME },
  ),
  condition(
    'independent_air_conditioning',
    t('Standklimaanlage', 'Parking air conditioning', 'Parkeerairco', 'Parkeringsklimat', 'Parkeringsklimaanlæg', 'Klimatyzacja postojowa', 'Aire acondicionado estacionario', 'Nezávislá klimatizace'),
  ),
  condition('winterproof', t('Wintertauglich', 'Winterproof', 'Wintervast', 'Vinteranpassad', 'Vinteregnet', 'Przystosowany do zimy', 'Apto para invierno', 'Vhodný do zimy')),
  condition('damaged', t('Beschädigt', 'Damaged', 'Beschadigd', 'Skadad', 'Skadet', 'Uszkodzony', 'Dañado', 'Poškozený')),
  condition('water_damaged', t('Wasserschaden', 'Water damage', 'Waterschade', 'Vattenskada', 'Vandskade', 'Szkoda wodna', 'Daños por agua', 'Poškození vodou')),
  condition('hail_damaged', t('Hagelschaden', 'Hail damage', 'Hagelschade', 'Haglskada', 'Haglskade', 'Szkoda gradowa', 'Daños por granizo', 'Poškození kroupami')),
  condition(
    'defects_exists',
    t('Mängel vorhanden', 'Defects present', 'Gebreken aanwezig', 'Brister finns', 'Har mangler', 'Występują usterki', 'Presenta defectos', 'Má vady'),
    { requiredFor: BOTH },
  ),
  simple(
    'defects_description',
    'varchar',
    t('Mängelbeschreibung', 'Description of defects', 'Omschrijving gebreken', 'Beskrivning av brister', 'Beskrivelse af mangler', 'Opis usterek', 'Descripción de los defectos', 'Popis vad'),
    { requiredWhen: { attribute: 'defects_exists', oneOf: ['yes'] } },
  ),
  simple('description', 'varchar', t('Beschreibung', 'Description', 'Omschrijving', 'Beskrivning', 'Beskrivelse', 'Opis', 'Descripción', 'Popis'), {
    requiredFor: BOTH,
  }),
  simple(
    'vin',
    'varchar',
    t('Fahrgestellnummer (FIN)', 'VIN', 'Chassisnummer (VIN)', 'Chassinummer (VIN)', 'Stelnummer (VIN)', 'Numer VIN', 'Número de bastidor (VIN)', 'VIN'),
  ),
  select(
    'keys_count',
    t('Anzahl Schlüssel', 'Number of keys', 'Aantal sleutels', 'Antal nycklar', 'Antal nøgler', 'Liczba kluczyków', 'Número de llaves', 'Počet klíčů'),
    [
      option('one', same('1')),
      option('two', same('2')),
      option('three_or_more', t('3 oder mehr', '3 or more', '3 of meer', '3 eller fler', '3 eller flere', '3 lub więcej', '3 o más', '3 a více')),
    ],
  ),
  select(
    'headlamps',
    t('Scheinwerfer', 'Headlights', 'Koplampen', 'Strålkastare', 'Forlygter', 'Reflektory', 'Faros', 'Světlomety'),
    [
      option('halogen', t('Halogen', 'Halogen', 'Halogeen', 'Halogen', 'Halogen', 'Halogenowe', 'Halógenos', 'Halogenové')),
      option('xenon', t('Xenon', 'Xenon', 'Xenon', 'Xenon', 'Xenon', 'Ksenonowe', 'Xenón', 'Xenonové')),
      option('led', same('LED')),
      option('full_led', t('Voll-LED', 'Full LED', 'Full-LED', 'Full-LED', 'Fuld LED', 'Full LED', 'Full LED', 'Full LED')),
    ],
  ),
  simple(
    'minimum_price',
    'int',
    t('Mindestpreis', 'Minimum price', 'Minimumprijs', 'Minimipris', 'Mindstepris', 'Cena minimalna', 'Precio mínimo', 'Minimální cena'),
    { unit: 'EUR', requiredFor: BOTH },
  ),
  simple(
    'buy_now_price',
    'int',
    t('Sofortkaufpreis', 'Buy-now price', 'Direct-kopen-prijs', 'Köp nu-pris', 'Køb nu-pris', 'Cena „Kup teraz”', 'Precio de compra inmediata', 'Cena „Koupit hned“'),
    { unit: 'EUR' },
  ),
  select(
    'vat_reportable',
    t('MwSt. ausweisbar', 'VAT reclaimable', 'Btw verrekenbaar', 'Avdragsgill moms', 'Momsfradrag', 'Możliwość odliczenia VAT', 'IVA deducible', 'Možnost odpočtu DPH'),
    YES_NO,
  ),
  select(
    'pickup_availability',
    t('Abholbereitschaft', 'Pickup availability', 'Beschikbaar voor ophalen', 'Tillgänglig för hämtning', 'Klar til afhentning', 'Dostępność odbioru', 'Disponibilidad de recogida', 'Dostupnost k vyzvednutí'),
    [
      option('now', t('Sofort', 'Immediately', 'Direct', 'Omedelbart', 'Straks', 'Od zaraz', 'Inmediatamente', 'Ihned')),
      option('later', t('Später', 'Later', 'Later', 'Senare', 'Senere', 'Później', 'Más adelante', 'Později')),
    ],
    { requiredFor: BOTH },
  ),
  simple(
    'pickup_date',
    'datetime',
    t('Abholdatum', 'Pickup date', 'Ophaaldatum', 'Hämtningsdatum', 'Afhentningsdato', 'Data odbioru', 'Fecha de recogida', 'Datum vyzvednutí'),
    { requiredWhen: { attribute: 'pickup_availability', oneOf: ['later'] } },
  ),
];
