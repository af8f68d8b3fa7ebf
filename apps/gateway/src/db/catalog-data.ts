/** Words of the demo catalog, per language. de, fr, nl. */
export type Texts = { de: string; fr: string; nl: string };
const t = (de: string, fr: string, nl: string): Texts => ({ de, fr, nl });

export interface CategorySeed {
  key: string;
  parent: string | null;
  name: Texts;
}

export const CATEGORIES: CategorySeed[] = [
  { key: 'mode', parent: null, name: t('Mode', 'Mode', 'Mode') },
  { key: 'mode-kleider', parent: 'mode', name: t('Kleider', 'Robes', 'Jurken') },
  { key: 'mode-jacken', parent: 'mode', name: t('Jacken', 'Vestes', 'Jassen') },
  { key: 'mode-bhs', parent: 'mode', name: t('BHs', 'Soutiens-gorge', "Beha's") },
  { key: 'moebel', parent: null, name: t('Möbel', 'Meubles', 'Meubels') },
  { key: 'moebel-sofas', parent: 'moebel', name: t('Sofas', 'Canapés', 'Banken') },
  { key: 'moebel-tische', parent: 'moebel', name: t('Tische', 'Tables', 'Tafels') },
  { key: 'elektro', parent: null, name: t('Elektro', 'Électroménager', 'Elektronica') },
  { key: 'elektro-kuehlschraenke', parent: 'elektro', name: t('Kühlschränke', 'Réfrigérateurs', 'Koelkasten') },
  { key: 'elektro-waschmaschinen', parent: 'elektro', name: t('Waschmaschinen', 'Lave-linge', 'Wasmachines') },
  { key: 'elektro-kopfhoerer', parent: 'elektro', name: t('Kopfhörer', 'Casques audio', 'Koptelefoons') },
];

export interface ColourSeed {
  key: string;
  hex: string;
  name: Texts;
}

export const COLOURS: ColourSeed[] = [
  { key: 'black', hex: '#1f1f1f', name: t('Schwarz', 'Noir', 'Zwart') },
  { key: 'white', hex: '#f5f5f0', name: t('Weiß', 'Blanc', 'Wit') },
  { key: 'navy', hex: '#1d2f5a', name: t('Marine', 'Marine', 'Marineblauw') },
  { key: 'red', hex: '#b3261e', name: t('Rot', 'Rouge', 'Rood') },
  { key: 'green', hex: '#2e6b4f', name: t('Grün', 'Vert', 'Groen') },
  { key: 'beige', hex: '#d8c3a5', name: t('Beige', 'Beige', 'Beige') },
  { key: 'grey', hex: '#7a7a7a', name: t('Grau', 'Gris', 'Grijs') },
  { key: 'teal', hex: '#00796b', name: t('Petrol', 'Pétrole', 'Petrol') },
];

export interface Family {
  category: string;
  brands: string[];
  nouns: Texts[];
  qualifiers: Texts[];
  /** Price range in EUR cents. */
  price: [number, number];
  dimension: Texts | null;
  variants: 'clothing' | 'bra' | 'colour' | 'tableSize' | 'none';
  flags: string[];
}

export const FAMILIES: Family[] = [
  {
    category: 'mode-kleider',
    brands: ['Linea', 'Maren', 'Solène', 'Noord'],
    nouns: [t('Sommerkleid', "Robe d'été", 'Zomerjurk'), t('Jerseykleid', 'Robe en jersey', 'Jersey jurk'), t('Hemdblusenkleid', 'Robe chemise', 'Blousejurk'), t('Strickkleid', 'Robe en maille', 'Gebreide jurk')],
    qualifiers: [t('mit Gürtel', 'avec ceinture', 'met ceintuur'), t('aus Leinen', 'en lin', 'van linnen'), t('mit Volant', 'à volant', 'met volant'), t('in Midilänge', 'mi-longue', 'in midilengte')],
    price: [2999, 12999],
    dimension: t('Größe', 'Taille', 'Maat'),
    variants: 'clothing',
    flags: ['new', 'sustainable'],
  },
  {
    category: 'mode-jacken',
    brands: ['Linea', 'Fjellro', 'Noord'],
    nouns: [t('Steppjacke', 'Doudoune', 'Gewatteerde jas'), t('Regenjacke', 'Veste de pluie', 'Regenjas'), t('Jeansjacke', 'Veste en jean', 'Spijkerjasje'), t('Wollmantel', 'Manteau en laine', 'Wollen jas')],
    qualifiers: [t('mit Kapuze', 'à capuche', 'met capuchon'), t('wasserabweisend', 'déperlante', 'waterafstotend'), t('tailliert', 'cintrée', 'getailleerd')],
    price: [4999, 24999],
    dimension: t('Größe', 'Taille', 'Maat'),
    variants: 'clothing',
    flags: ['new'],
  },
  {
    category: 'mode-bhs',
    brands: ['Cléa', 'Maren', 'Linea'],
    nouns: [t('Bügel-BH', 'Soutien-gorge à armatures', 'Beha met beugel'), t('Spacer-BH', 'Soutien-gorge spacer', 'Spacer beha'), t('Sport-BH', 'Brassière de sport', 'Sportbeha'), t('Minimizer-BH', 'Soutien-gorge minimiseur', 'Minimizer beha')],
    qualifiers: [t('mit Spitze', 'en dentelle', 'met kant'), t('ohne Bügel', 'sans armatures', 'zonder beugel'), t('nahtlos', 'sans coutures', 'naadloos')],
    price: [1999, 5999],
    dimension: t('Größe', 'Taille', 'Maat'),
    variants: 'bra',
    flags: ['bestseller'],
  },
  {
    category: 'moebel-sofas',
    brands: ['Hjem', 'Casa Nova', 'Atelier 9'],
    nouns: [t('Ecksofa', "Canapé d'angle", 'Hoekbank'), t('Schlafsofa', 'Canapé-lit', 'Slaapbank'), t('Zweisitzer', 'Canapé deux places', 'Tweezitsbank'), t('Wohnlandschaft', 'Canapé panoramique', 'Loungebank')],
    qualifiers: [t('mit Bettfunktion', 'convertible', 'met slaapfunctie'), t('aus Cord', 'en velours côtelé', 'van ribstof'), t('mit Federkern', 'à ressorts', 'met binnenvering')],
    price: [39999, 189999],
    dimension: t('Farbe', 'Couleur', 'Kleur'),
    variants: 'colour',
    flags: ['assembly'],
  },
  {
    category: 'moebel-tische',
    brands: ['Hjem', 'Atelier 9', 'Eiche & Co'],
    nouns: [t('Esstisch', 'Table à manger', 'Eettafel'), t('Couchtisch', 'Table basse', 'Salontafel'), t('Schreibtisch', 'Bureau', 'Bureau')],
    qualifiers: [t('aus Massivholz', 'en bois massif', 'van massief hout'), t('ausziehbar', 'extensible', 'uitschuifbaar'), t('mit Glasplatte', 'plateau en verre', 'met glazen blad')],
    price: [9999, 99999],
    dimension: t('Maße', 'Dimensions', 'Afmetingen'),
    variants: 'tableSize',
    flags: ['assembly'],
  },
  {
    category: 'elektro-kuehlschraenke',
    brands: ['Kälte Pro', 'Frigo', 'Polar'],
    nouns: [t('Kühl-Gefrier-Kombination', 'Réfrigérateur-congélateur', 'Koel-vriescombinatie'), t('Side-by-Side-Kühlschrank', 'Réfrigérateur américain', 'Amerikaanse koelkast'), t('Kühlschrank', 'Réfrigérateur', 'Koelkast')],
    qualifiers: [t('No Frost', 'No Frost', 'No Frost'), t('Energieeffizienz A', 'classe énergétique A', 'energieklasse A'), t('mit Eiswürfelbereiter', 'avec distributeur de glaçons', 'met ijsblokjesmaker')],
    price: [49999, 249999],
    dimension: null,
    variants: 'none',
    flags: ['warranty', 'delivery'],
  },
  {
    category: 'elektro-waschmaschinen',
    brands: ['Aqua', 'Wascha', 'Lumo'],
    nouns: [t('Waschmaschine', 'Lave-linge', 'Wasmachine'), t('Waschtrockner', 'Lave-linge séchant', 'Was-droogcombinatie')],
    qualifiers: [t('8 kg', '8 kg', '8 kg'), t('9 kg, 1400 U/min', '9 kg, 1400 tr/min', '9 kg, 1400 tpm'), t('mit Dampffunktion', 'avec fonction vapeur', 'met stoomfunctie')],
    price: [34999, 129999],
    dimension: null,
    variants: 'none',
    flags: ['warranty', 'delivery'],
  },
  {
    category: 'elektro-kopfhoerer',
    brands: ['Klangwerk', 'Sonora', 'Lumo'],
    nouns: [t('Bluetooth-Kopfhörer', 'Casque Bluetooth', 'Bluetooth-koptelefoon'), t('In-Ear-Kopfhörer', 'Écouteurs intra-auriculaires', 'In-ear oordopjes')],
    qualifiers: [t('mit Noise Cancelling', 'à réduction de bruit', 'met noise cancelling'), t('kabellos', 'sans fil', 'draadloos')],
    price: [2999, 34999],
    dimension: t('Farbe', 'Couleur', 'Kleur'),
    variants: 'colour',
    flags: ['warranty'],
  },
];

export const CLOTHING_SIZES = ['34', '36', '38', '40', '42', '44', '46'];
export const BRA_BANDS = ['70', '75', '80', '85', '90'];
export const BRA_CUPS = ['A', 'B', 'C', 'D', 'E'];
export const TABLE_SIZES = ['120 × 80 cm', '160 × 90 cm', '200 × 100 cm'];

export const DESCRIPTION: Record<Family['variants'], Texts> = {
  clothing: t(
    'Bequemer Schnitt, pflegeleichtes Material und eine Passform, die den ganzen Tag sitzt.',
    'Coupe confortable, matière facile d’entretien et un tombé qui tient toute la journée.',
    'Comfortabele pasvorm, makkelijk te onderhouden materiaal en een snit die de hele dag zit.',
  ),
  bra: t(
    'Sicherer Halt und angenehmer Tragekomfort, in vielen Cup- und Unterbrustgrößen.',
    'Maintien sûr et confort agréable, dans de nombreux bonnets et tours de dos.',
    'Stevige ondersteuning en draagcomfort, in veel cup- en onderbandmaten.',
  ),
  colour: t(
    'Langlebig verarbeitet und in mehreren Farben erhältlich.',
    'Fabrication durable, disponible en plusieurs coloris.',
    'Duurzaam gemaakt en verkrijgbaar in meerdere kleuren.',
  ),
  tableSize: t(
    'Stabile Konstruktion, in drei Größen lieferbar. Aufbauservice auf Wunsch.',
    'Construction stable, livrable en trois dimensions. Service de montage sur demande.',
    'Stevige constructie, leverbaar in drie maten. Montageservice op aanvraag.',
  ),
  none: t(
    'Zuverlässige Technik mit Lieferung bis in die Wohnung und Altgeräte-Mitnahme.',
    'Technique fiable, livraison à domicile et reprise de l’ancien appareil.',
    'Betrouwbare techniek met levering tot in huis en meename van het oude apparaat.',
  ),
};
