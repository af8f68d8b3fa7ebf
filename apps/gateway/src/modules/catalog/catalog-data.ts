/** Words of the demo catalog, per language. de, fr, nl. */
export type Texts = { de: string; fr: string; nl: string };
const t = (de: string, fr: string, nl: string): Texts => ({ de, fr, nl });

export interface CategorySeed {
  key: string;
  parent: string | null;
  name: Texts;
  /** Its goods travel by freight carrier (the whole order then does): large furniture and appliances. */
  freight?: boolean;
  /** Its goods are technical (electrical): the newsletter voucher does not apply to them. */
  technical?: boolean;
}

export const CATEGORIES: CategorySeed[] = [
  { key: 'mode', parent: null, name: t('Mode', 'Mode', 'Mode') },
  { key: 'mode-kleider', parent: 'mode', name: t('Kleider', 'Robes', 'Jurken') },
  { key: 'mode-jacken', parent: 'mode', name: t('Jacken', 'Vestes', 'Jassen') },
  { key: 'mode-bhs', parent: 'mode', name: t('BHs', 'Soutiens-gorge', "Beha's") },
  { key: 'moebel', parent: null, name: t('Möbel', 'Meubles', 'Meubels') },
  { key: 'moebel-sofas', parent: 'moebel', name: t('Sofas', 'Canapés', 'Banken'), freight: true },
  { key: 'moebel-tische', parent: 'moebel', name: t('Tische', 'Tables', 'Tafels'), freight: true },
  { key: 'moebel-teppiche', parent: 'moebel', name: t('Teppiche', 'Tapis', 'Vloerkleden') },
  { key: 'elektro', parent: null, name: t('Elektro', 'Électroménager', 'Elektronica'), technical: true },
  { key: 'elektro-kuehlschraenke', parent: 'elektro', name: t('Kühlschränke', 'Réfrigérateurs', 'Koelkasten'), freight: true, technical: true },
  { key: 'elektro-waschmaschinen', parent: 'elektro', name: t('Waschmaschinen', 'Lave-linge', 'Wasmachines'), freight: true, technical: true },
  { key: 'elektro-kopfhoerer', parent: 'elektro', name: t('Kopfhörer', 'Casques audio', 'Koptelefoons'), technical: true },
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
  /** Sold by area (or weight, volume): the unit price is per this reference quantity of `perQuantity` units. */
  unit?: { unit: string; perQuantity: number; quantities: number[] };
  /** Services bookable with the product, with their price in EUR cents (a share of the price when `share`). */
  services?: { key: string; amount?: number; share?: number }[];
  /** Kind of review tags the family's reviews carry. */
  reviewTags: string[];
  dimension: Texts | null;
  variants: 'clothing' | 'bra' | 'colour' | 'tableSize' | 'none';
  flags: string[];
}

export const FAMILIES: Family[] = [
  {
    category: 'mode-kleider',
    brands: ['Linea', 'Maren', 'Solène', 'Noord'],
    nouns: [
      t('Sommerkleid', "Robe d'été", 'Zomerjurk'),
      t('Jerseykleid', 'Robe en jersey', 'Jersey jurk'),
      t('Hemdblusenkleid', 'Robe chemise', 'Blousejurk'),
      t('Strickkleid', 'Robe en maille', 'Gebreide jurk'),
    ],
    qualifiers: [
      t('mit Gürtel', 'avec ceinture', 'met ceintuur'),
      t('aus Leinen', 'en lin', 'van linnen'),
      t('mit Volant', 'à volant', 'met volant'),
      t('in Midilänge', 'mi-longue', 'in midilengte'),
    ],
    price: [2999, 12999],
    dimension: t('Größe', 'Taille', 'Maat'),
    variants: 'clothing',
    flags: ['new', 'sustainable'],
    reviewTags: ['fit', 'material', 'quality', 'value'],
  },
  {
    category: 'mode-jacken',
    brands: ['Linea', 'Fjellro', 'Noord'],
    nouns: [
      t('Steppjacke', 'Doudoune', 'Gewatteerde jas'),
      t('Regenjacke', 'Veste de pluie', 'Regenjas'),
      t('Jeansjacke', 'Veste en jean', 'Spijkerjasje'),
      t('Wollmantel', 'Manteau en laine', 'Wollen jas'),
    ],
    qualifiers: [t('mit Kapuze', 'à capuche', 'met capuchon'), t('wasserabweisend', 'déperlante', 'waterafstotend'), t('tailliert', 'cintrée', 'getailleerd')],
    price: [4999, 24999],
    dimension: t('Größe', 'Taille', 'Maat'),
    variants: 'clothing',
    flags: ['new'],
    reviewTags: ['fit', 'warmth', 'quality', 'value'],
  },
  {
    category: 'mode-bhs',
    brands: ['Cléa', 'Maren', 'Linea'],
    nouns: [
      t('Bügel-BH', 'Soutien-gorge à armatures', 'Beha met beugel'),
      t('Spacer-BH', 'Soutien-gorge spacer', 'Spacer beha'),
      t('Sport-BH', 'Brassière de sport', 'Sportbeha'),
      t('Minimizer-BH', 'Soutien-gorge minimiseur', 'Minimizer beha'),
    ],
    qualifiers: [t('mit Spitze', 'en dentelle', 'met kant'), t('ohne Bügel', 'sans armatures', 'zonder beugel'), t('nahtlos', 'sans coutures', 'naadloos')],
    price: [1999, 5999],
    dimension: t('Größe', 'Taille', 'Maat'),
    variants: 'bra',
    flags: ['bestseller'],
    reviewTags: ['fit', 'comfort', 'material', 'value'],
  },
  {
    category: 'moebel-sofas',
    brands: ['Hjem', 'Casa Nova', 'Atelier 9'],
    nouns: [
      t('Ecksofa', "Canapé d'angle", 'Hoekbank'),
      t('Schlafsofa', 'Canapé-lit', 'Slaapbank'),
      t('Zweisitzer', 'Canapé deux places', 'Tweezitsbank'),
      t('Wohnlandschaft', 'Canapé panoramique', 'Loungebank'),
    ],
    qualifiers: [t('mit Bettfunktion', 'convertible', 'met slaapfunctie'), t('aus Cord', 'en velours côtelé', 'van ribstof'), t('mit Federkern', 'à ressorts', 'met binnenvering')],
    price: [39999, 189999],
    dimension: t('Farbe', 'Couleur', 'Kleur'),
    variants: 'colour',
    flags: ['assembly'],
    reviewTags: ['comfort', 'quality', 'assembly', 'delivery'],
    services: [
      { key: 'assembly', amount: 7999 },
      { key: 'old-furniture', amount: 4999 },
    ],
  },
  {
    category: 'moebel-tische',
    brands: ['Hjem', 'Atelier 9', 'Eiche & Co'],
    nouns: [t('Esstisch', 'Table à manger', 'Eettafel'), t('Couchtisch', 'Table basse', 'Salontafel'), t('Schreibtisch', 'Bureau', 'Bureau')],
    qualifiers: [
      t('aus Massivholz', 'en bois massif', 'van massief hout'),
      t('ausziehbar', 'extensible', 'uitschuifbaar'),
      t('mit Glasplatte', 'plateau en verre', 'met glazen blad'),
    ],
    price: [9999, 99999],
    dimension: t('Maße', 'Dimensions', 'Afmetingen'),
    variants: 'tableSize',
    flags: ['assembly'],
    reviewTags: ['quality', 'assembly', 'delivery', 'value'],
    services: [{ key: 'assembly', amount: 4999 }],
  },
  {
    category: 'elektro-kuehlschraenke',
    brands: ['Kälte Pro', 'Frigo', 'Polar'],
    nouns: [
      t('Kühl-Gefrier-Kombination', 'Réfrigérateur-congélateur', 'Koel-vriescombinatie'),
      t('Side-by-Side-Kühlschrank', 'Réfrigérateur américain', 'Amerikaanse koelkast'),
      t('Kühlschrank', 'Réfrigérateur', 'Koelkast'),
    ],
    qualifiers: [
      t('No Frost', 'No Frost', 'No Frost'),
      t('Energieeffizienz A', 'classe énergétique A', 'energieklasse A'),
      t('mit Eiswürfelbereiter', 'avec distributeur de glaçons', 'met ijsblokjesmaker'),
    ],
    price: [49999, 249999],
    dimension: null,
    variants: 'none',
    flags: ['warranty', 'delivery'],
    reviewTags: ['noise', 'energy', 'delivery', 'quality'],
    services: [
      { key: 'warranty-3y', share: 0.08 },
      { key: 'old-appliance', amount: 0 },
      { key: 'installation', amount: 3999 },
    ],
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
    reviewTags: ['noise', 'energy', 'delivery', 'quality'],
    services: [
      { key: 'warranty-3y', share: 0.08 },
      { key: 'old-appliance', amount: 0 },
      { key: 'installation', amount: 4999 },
    ],
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
    reviewTags: ['sound', 'comfort', 'battery', 'value'],
    services: [{ key: 'warranty-3y', share: 0.1 }],
  },
];

/** Rugs: sold by size, so their price is also shown per square metre (unit price, PAngV). */
export const RUGS: Family = {
  category: 'moebel-teppiche',
  brands: ['Hjem', 'Casa Nova', 'Berberia'],
  nouns: [
    t('Kurzflorteppich', 'Tapis à poils ras', 'Laagpolig vloerkleed'),
    t('Hochflorteppich', 'Tapis à poils longs', 'Hoogpolig vloerkleed'),
    t('Wollteppich', 'Tapis en laine', 'Wollen vloerkleed'),
  ],
  qualifiers: [t('im Berber-Stil', 'style berbère', 'in berberstijl'), t('waschbar', 'lavable', 'wasbaar'), t('handgewebt', 'tissé main', 'handgeweven')],
  price: [5999, 49999],
  unit: { unit: 'm²', perQuantity: 1, quantities: [1.28, 2.4, 3.68, 5.8] },
  dimension: t('Farbe', 'Couleur', 'Kleur'),
  variants: 'colour',
  flags: ['sustainable'],
  reviewTags: ['quality', 'comfort', 'delivery', 'value'],
};

/** Bookable services; prices per product come from the family. */
export const SERVICES: { key: string; name: Texts; description: Texts }[] = [
  {
    key: 'assembly',
    name: t('Aufbauservice', 'Service de montage', 'Montageservice'),
    description: t(
      'Unsere Monteure bauen den Artikel bei Ihnen zu Hause auf.',
      'Nos monteurs assemblent l’article chez vous.',
      'Onze monteurs zetten het artikel bij u thuis in elkaar.',
    ),
  },
  {
    key: 'old-furniture',
    name: t('Altmöbel-Mitnahme', 'Reprise des anciens meubles', 'Meename oude meubels'),
    description: t(
      'Wir nehmen Ihr altes Möbelstück bei der Lieferung mit.',
      'Nous reprenons votre ancien meuble à la livraison.',
      'Wij nemen uw oude meubelstuk mee bij de levering.',
    ),
  },
  {
    key: 'warranty-3y',
    name: t('Garantieverlängerung auf 3 Jahre', 'Extension de garantie à 3 ans', 'Garantieverlenging tot 3 jaar'),
    description: t(
      'Ein Jahr mehr Schutz bei Defekten, ohne Selbstbeteiligung.',
      'Un an de protection en plus en cas de panne, sans franchise.',
      'Een jaar extra bescherming bij defecten, zonder eigen risico.',
    ),
  },
  {
    key: 'old-appliance',
    name: t('Altgeräte-Mitnahme', 'Reprise de l’ancien appareil', 'Meename oud apparaat'),
    description: t(
      'Kostenlos: Wir nehmen Ihr Altgerät bei der Lieferung mit.',
      'Gratuit : nous reprenons votre ancien appareil à la livraison.',
      'Gratis: wij nemen uw oude apparaat mee bij de levering.',
    ),
  },
  {
    key: 'installation',
    name: t('Anschluss-Service', 'Service de raccordement', 'Aansluitservice'),
    description: t(
      'Wir schließen das Gerät an und nehmen es in Betrieb.',
      'Nous raccordons l’appareil et le mettons en service.',
      'Wij sluiten het apparaat aan en stellen het in gebruik.',
    ),
  },
];

export const REVIEW_TAGS: { key: string; label: Texts }[] = [
  { key: 'fit', label: t('Passform', 'Coupe', 'Pasvorm') },
  { key: 'material', label: t('Material', 'Matière', 'Materiaal') },
  { key: 'quality', label: t('Qualität', 'Qualité', 'Kwaliteit') },
  { key: 'value', label: t('Preis-Leistung', 'Rapport qualité-prix', 'Prijs-kwaliteit') },
  { key: 'warmth', label: t('Wärme', 'Chaleur', 'Warmte') },
  { key: 'comfort', label: t('Komfort', 'Confort', 'Comfort') },
  { key: 'assembly', label: t('Aufbau', 'Montage', 'Montage') },
  { key: 'delivery', label: t('Lieferung', 'Livraison', 'Levering') },
  { key: 'noise', label: t('Lautstärke', 'Niveau sonore', 'Geluidsniveau') },
  { key: 'energy', label: t('Energieverbrauch', 'Consommation d’énergie', 'Energieverbruik') },
  { key: 'sound', label: t('Klang', 'Son', 'Geluid') },
  { key: 'battery', label: t('Akkulaufzeit', 'Autonomie', 'Batterijduur') },
];

export const SORTING_ORDERS: { key: string; name: Texts }[] = [
  { key: 'relevance', name: t('Relevanz', 'Pertinence', 'Relevantie') },
  { key: 'price-asc', name: t('Preis aufsteigend', 'Prix croissant', 'Prijs oplopend') },
  { key: 'price-desc', name: t('Preis absteigend', 'Prix décroissant', 'Prijs aflopend') },
  { key: 'newest', name: t('Neuheiten', 'Nouveautés', 'Nieuw') },
  { key: 'rating', name: t('Beste Bewertung', 'Mieux notés', 'Best beoordeeld') },
];

/** Review texts by how many stars were given: [title, body] per language. */
export const REVIEW_TEXTS: Record<'good' | 'fair' | 'poor', [Texts, Texts][]> = {
  good: [
    [
      t('Rundum zufrieden', 'Entièrement satisfaite', 'Helemaal tevreden'),
      t(
        'Genau wie beschrieben, gute Verarbeitung und schnell geliefert. Würde ich wieder kaufen.',
        'Exactement comme décrit, bonne finition et livraison rapide. Je rachèterais.',
        'Precies zoals beschreven, goed afgewerkt en snel geleverd. Zou ik opnieuw kopen.',
      ),
    ],
    [
      t('Top Qualität', 'Qualité au top', 'Topkwaliteit'),
      t(
        'Die Qualität hat mich überrascht, das Preis-Leistungs-Verhältnis stimmt.',
        'La qualité m’a surpris, le rapport qualité-prix est excellent.',
        'De kwaliteit verraste me, de prijs-kwaliteitverhouding klopt.',
      ),
    ],
    [
      t('Sehr empfehlenswert', 'Vivement recommandé', 'Echt een aanrader'),
      t(
        'Benutze es jeden Tag und bin begeistert. Klare Empfehlung.',
        'Je l’utilise tous les jours et j’en suis ravi. Je recommande.',
        'Gebruik het elke dag en ben enthousiast. Een aanrader.',
      ),
    ],
  ],
  fair: [
    [
      t('Gut, aber nicht perfekt', 'Bien, mais pas parfait', 'Goed, maar niet perfect'),
      t(
        'Im Großen und Ganzen in Ordnung, kleine Abstriche bei der Verarbeitung.',
        'Globalement correct, quelques petits défauts de finition.',
        'Over het algemeen in orde, kleine minpunten in de afwerking.',
      ),
    ],
    [
      t('Okay für den Preis', 'Correct pour le prix', 'Oké voor de prijs'),
      t(
        'Erfüllt seinen Zweck. Die Farbe wirkt in echt etwas anders als auf dem Bild.',
        'Remplit son rôle. La couleur est un peu différente de la photo.',
        'Doet wat het moet doen. De kleur is in het echt iets anders dan op de foto.',
      ),
    ],
  ],
  poor: [
    [
      t('Leider enttäuscht', 'Malheureusement déçue', 'Helaas teleurgesteld'),
      t(
        'Hat meinen Erwartungen nicht entsprochen, ich habe den Artikel zurückgeschickt.',
        'Ne correspondait pas à mes attentes, j’ai renvoyé l’article.',
        'Voldeed niet aan mijn verwachtingen, ik heb het artikel teruggestuurd.',
      ),
    ],
  ],
};

export const REVIEW_AUTHORS = ['Anna K.', 'Markus', 'Sophie L.', 'Jan de V.', 'Claire', 'Thomas W.', 'Lotte', 'Nicole B.', 'Luca', 'Sanne M.', 'Eva', 'Pierre D.'];

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
