// Ideas to use up what is about to go off, written for this app in both languages: each names the foods of
// the catalogue it uses (by slug), the minutes it takes and 2 to 4 short steps. Every food has at least two
// (a test holds it). The pantry (oil, salt, pasta, eggs, yogurt, bread) is taken for granted.

export interface IdeaText {
  title: string;
  steps: string[];
}

export interface Idea {
  slug: string;
  foods: string[];
  minutes: number;
  it: IdeaText;
  en: IdeaText;
}

export const IDEAS: Idea[] = [
  {
    slug: 'mandarin-carrot-juice',
    foods: ['mandarins', 'carrots'],
    minutes: 5,
    it: {
      title: 'Succo di mandarini e carote',
      steps: [
        'Sbuccia i mandarini e pela le carote.',
        'Frulla tutto con un bicchiere d’acqua fredda.',
        'Filtra se lo vuoi liscio e bevi subito.',
      ],
    },
    en: {
      title: 'Mandarin and carrot juice',
      steps: [
        'Peel the mandarins and the carrots.',
        'Blend everything with a glass of cold water.',
        'Strain it if you like it smooth, and drink at once.',
      ],
    },
  },
  {
    slug: 'mandarin-yogurt',
    foods: ['mandarins'],
    minutes: 5,
    it: {
      title: 'Spicchi di mandarino con yogurt e miele',
      steps: ['Dividi i mandarini in spicchi.', 'Mettili su uno yogurt bianco con un filo di miele.'],
    },
    en: {
      title: 'Mandarin segments with yogurt and honey',
      steps: ['Split the mandarins into segments.', 'Put them on plain yogurt with a drizzle of honey.'],
    },
  },
  {
    slug: 'mango-strawberry-smoothie',
    foods: ['mangoes', 'strawberries'],
    minutes: 5,
    it: {
      title: 'Frullato di mango e fragole',
      steps: [
        'Taglia il mango a pezzi e togli il picciolo alle fragole.',
        'Frulla con latte o yogurt e qualche cubetto di ghiaccio.',
      ],
    },
    en: {
      title: 'Mango and strawberry smoothie',
      steps: [
        'Cut the mango into pieces and hull the strawberries.',
        'Blend with milk or yogurt and a few ice cubes.',
      ],
    },
  },
  {
    slug: 'mango-avocado-salsa',
    foods: ['mangoes', 'avocados', 'bell-peppers'],
    minutes: 10,
    it: {
      title: 'Salsa di mango, avocado e peperone',
      steps: [
        'Taglia a dadini mango, avocado e peperone.',
        'Condisci con olio, sale e un po’ di limone.',
        'Servila con pane tostato o sul pesce.',
      ],
    },
    en: {
      title: 'Mango, avocado and pepper salsa',
      steps: [
        'Dice the mango, the avocado and the pepper.',
        'Dress with oil, salt and a little lemon.',
        'Serve it with toast or on fish.',
      ],
    },
  },
  {
    slug: 'blueberry-bowl',
    foods: ['blueberries', 'strawberries'],
    minutes: 5,
    it: {
      title: 'Ciotola di yogurt ai frutti rossi',
      steps: [
        'Lava mirtilli e fragole e taglia le fragole a metà.',
        'Versali sullo yogurt con una manciata di cereali.',
      ],
    },
    en: {
      title: 'Berry yogurt bowl',
      steps: [
        'Wash the blueberries and strawberries and halve the strawberries.',
        'Pour them over yogurt with a handful of cereal.',
      ],
    },
  },
  {
    slug: 'blueberry-pancakes',
    foods: ['blueberries'],
    minutes: 20,
    it: {
      title: 'Pancake ai mirtilli',
      steps: [
        'Mescola un uovo, 150 g di farina, 200 ml di latte e un cucchiaino di lievito.',
        'Aggiungi i mirtilli all’impasto.',
        'Cuoci a cucchiaiate in padella, due minuti per lato.',
      ],
    },
    en: {
      title: 'Blueberry pancakes',
      steps: [
        'Mix an egg, 150 g flour, 200 ml milk and a teaspoon of baking powder.',
        'Fold the blueberries into the batter.',
        'Cook spoonfuls in a pan, two minutes a side.',
      ],
    },
  },
  {
    slug: 'baked-pears',
    foods: ['pears'],
    minutes: 30,
    it: {
      title: 'Pere al forno con cannella',
      steps: [
        'Taglia le pere a metà e togli il torsolo.',
        'Spolvera con zucchero e cannella.',
        'Inforna a 180 °C per 25 minuti.',
      ],
    },
    en: {
      title: 'Baked pears with cinnamon',
      steps: [
        'Halve the pears and core them.',
        'Sprinkle with sugar and cinnamon.',
        'Bake at 180 °C for 25 minutes.',
      ],
    },
  },
  {
    slug: 'pear-lettuce-salad',
    foods: ['pears', 'lettuce'],
    minutes: 10,
    it: {
      title: 'Insalata di lattuga, pere e noci',
      steps: [
        'Spezza la lattuga e taglia le pere a fettine.',
        'Aggiungi noci e scaglie di formaggio.',
        'Condisci con olio e aceto balsamico.',
      ],
    },
    en: {
      title: 'Lettuce, pear and walnut salad',
      steps: [
        'Tear the lettuce and slice the pears.',
        'Add walnuts and shavings of cheese.',
        'Dress with oil and balsamic vinegar.',
      ],
    },
  },
  {
    slug: 'peach-strawberry-salad',
    foods: ['peaches', 'strawberries'],
    minutes: 10,
    it: {
      title: 'Macedonia di pesche e fragole alla menta',
      steps: [
        'Taglia pesche e fragole a pezzetti.',
        'Aggiungi succo di limone, un cucchiaino di zucchero e foglie di menta.',
        'Lascia riposare 5 minuti prima di servire.',
      ],
    },
    en: {
      title: 'Peach and strawberry salad with mint',
      steps: [
        'Cut the peaches and strawberries into small pieces.',
        'Add lemon juice, a teaspoon of sugar and mint leaves.',
        'Let it rest 5 minutes before serving.',
      ],
    },
  },
  {
    slug: 'grilled-peaches',
    foods: ['peaches'],
    minutes: 15,
    it: {
      title: 'Pesche alla griglia',
      steps: [
        'Taglia le pesche a metà e togli il nocciolo.',
        'Grigliale 3 minuti per lato in una padella calda.',
        'Servile con yogurt o gelato.',
      ],
    },
    en: {
      title: 'Grilled peaches',
      steps: [
        'Halve the peaches and remove the stones.',
        'Grill them 3 minutes a side in a hot pan.',
        'Serve with yogurt or ice cream.',
      ],
    },
  },
  {
    slug: 'frozen-grapes',
    foods: ['grapes'],
    minutes: 5,
    it: {
      title: 'Acini d’uva ghiacciati',
      steps: [
        'Lava e asciuga gli acini.',
        'Mettili in freezer in un contenitore per almeno due ore: una merenda che si conserva settimane.',
      ],
    },
    en: {
      title: 'Frozen grapes',
      steps: [
        'Wash and dry the grapes.',
        'Freeze them in a box for at least two hours: a snack that keeps for weeks.',
      ],
    },
  },
  {
    slug: 'grape-cucumber-salad',
    foods: ['grapes', 'cucumbers'],
    minutes: 10,
    it: {
      title: 'Insalata di uva e cetrioli',
      steps: [
        'Taglia gli acini a metà e i cetrioli a rondelle.',
        'Condisci con olio, sale, pepe e un po’ di feta.',
      ],
    },
    en: {
      title: 'Grape and cucumber salad',
      steps: ['Halve the grapes and slice the cucumbers.', 'Dress with oil, salt, pepper and a little feta.'],
    },
  },
  {
    slug: 'asparagus-omelette',
    foods: ['asparagus'],
    minutes: 15,
    it: {
      title: 'Frittata di asparagi',
      steps: [
        'Taglia gli asparagi a rondelle, lasciando intere le punte.',
        'Saltali in padella con un filo d’olio per 5 minuti.',
        'Versa 4 uova sbattute e cuoci a fuoco basso, coperto.',
      ],
    },
    en: {
      title: 'Asparagus omelette',
      steps: [
        'Slice the asparagus, keeping the tips whole.',
        'Fry them in a little oil for 5 minutes.',
        'Pour in 4 beaten eggs and cook covered on a low heat.',
      ],
    },
  },
  {
    slug: 'asparagus-risotto',
    foods: ['asparagus', 'lemons'],
    minutes: 35,
    it: {
      title: 'Risotto agli asparagi e limone',
      steps: [
        'Tosta il riso con un po’ di cipolla e olio.',
        'Aggiungi gli asparagi a pezzi e il brodo poco alla volta.',
        'A fine cottura manteca con burro, parmigiano e scorza di limone.',
      ],
    },
    en: {
      title: 'Asparagus and lemon risotto',
      steps: [
        'Toast the rice with a little onion and oil.',
        'Add the asparagus in pieces, and stock a little at a time.',
        'Finish with butter, parmesan and lemon zest.',
      ],
    },
  },
  {
    slug: 'broccoli-pasta',
    foods: ['broccoli'],
    minutes: 20,
    it: {
      title: 'Pasta con i broccoli',
      steps: [
        'Cuoci le cime di broccoli nell’acqua della pasta.',
        'Butta la pasta nella stessa acqua.',
        'Scola e ripassa in padella con olio, aglio e peperoncino.',
      ],
    },
    en: {
      title: 'Pasta with broccoli',
      steps: [
        'Boil the broccoli florets in the pasta water.',
        'Cook the pasta in the same water.',
        'Drain and toss in a pan with oil, garlic and chilli.',
      ],
    },
  },
  {
    slug: 'roasted-broccoli-cauliflower',
    foods: ['broccoli', 'cauliflower'],
    minutes: 30,
    it: {
      title: 'Broccoli e cavolfiore al forno',
      steps: [
        'Dividi broccoli e cavolfiore in cimette.',
        'Condisci con olio, sale e pangrattato.',
        'Inforna a 200 °C per 25 minuti, finché dorano.',
      ],
    },
    en: {
      title: 'Roasted broccoli and cauliflower',
      steps: [
        'Cut the broccoli and cauliflower into florets.',
        'Toss with oil, salt and breadcrumbs.',
        'Roast at 200 °C for 25 minutes, until golden.',
      ],
    },
  },
  {
    slug: 'carrot-zucchini-fritters',
    foods: ['carrots', 'zucchini'],
    minutes: 25,
    it: {
      title: 'Frittelle di carote e zucchine',
      steps: [
        'Grattugia carote e zucchine e strizzale.',
        'Mescola con un uovo, due cucchiai di farina e parmigiano.',
        'Cuoci a cucchiaiate in padella finché sono dorate.',
      ],
    },
    en: {
      title: 'Carrot and zucchini fritters',
      steps: [
        'Grate the carrots and zucchini and squeeze them dry.',
        'Mix with an egg, two spoons of flour and parmesan.',
        'Fry spoonfuls in a pan until golden.',
      ],
    },
  },
  {
    slug: 'cauliflower-gratin',
    foods: ['cauliflower'],
    minutes: 40,
    it: {
      title: 'Cavolfiore gratinato',
      steps: [
        'Lessa le cimette di cavolfiore per 8 minuti.',
        'Mettile in una teglia con besciamella e formaggio.',
        'Gratina in forno a 200 °C per 20 minuti.',
      ],
    },
    en: {
      title: 'Cauliflower gratin',
      steps: [
        'Boil the cauliflower florets for 8 minutes.',
        'Put them in a dish with white sauce and cheese.',
        'Bake at 200 °C for 20 minutes.',
      ],
    },
  },
  {
    slug: 'red-cabbage-slaw',
    foods: ['red-cabbage', 'carrots'],
    minutes: 10,
    it: {
      title: 'Insalata di cavolo rosso e carote',
      steps: [
        'Affetta sottile il cavolo e grattugia le carote.',
        'Condisci con yogurt, limone, sale e pepe.',
      ],
    },
    en: {
      title: 'Red cabbage and carrot slaw',
      steps: [
        'Slice the cabbage thinly and grate the carrots.',
        'Dress with yogurt, lemon, salt and pepper.',
      ],
    },
  },
  {
    slug: 'braised-red-cabbage',
    foods: ['red-cabbage'],
    minutes: 40,
    it: {
      title: 'Cavolo rosso stufato',
      steps: [
        'Affetta il cavolo e rosolalo con cipolla e olio.',
        'Aggiungi un po’ d’aceto, un cucchiaino di zucchero e mezzo bicchiere d’acqua.',
        'Cuoci coperto a fuoco basso per 30 minuti.',
      ],
    },
    en: {
      title: 'Braised red cabbage',
      steps: [
        'Slice the cabbage and soften it with onion and oil.',
        'Add a splash of vinegar, a teaspoon of sugar and half a glass of water.',
        'Cook covered on a low heat for 30 minutes.',
      ],
    },
  },
  {
    slug: 'tzatziki',
    foods: ['cucumbers', 'lemons'],
    minutes: 10,
    it: {
      title: 'Tzatziki',
      steps: [
        'Grattugia il cetriolo e strizzalo bene.',
        'Mescolalo con yogurt greco, aglio, limone, olio e sale.',
        'Servilo con pane o verdure crude.',
      ],
    },
    en: {
      title: 'Tzatziki',
      steps: [
        'Grate the cucumber and squeeze it well.',
        'Mix it with Greek yogurt, garlic, lemon, oil and salt.',
        'Serve with bread or raw vegetables.',
      ],
    },
  },
  {
    slug: 'sauteed-mushrooms',
    foods: ['cardoncelli-mushrooms'],
    minutes: 15,
    it: {
      title: 'Funghi cardoncelli trifolati',
      steps: [
        'Taglia i funghi a fette spesse.',
        'Saltali in padella con olio e aglio per 10 minuti.',
        'Finisci con prezzemolo, sale e pepe.',
      ],
    },
    en: {
      title: 'Sautéed king oyster mushrooms',
      steps: [
        'Cut the mushrooms into thick slices.',
        'Fry them with oil and garlic for 10 minutes.',
        'Finish with parsley, salt and pepper.',
      ],
    },
  },
  {
    slug: 'mushroom-zucchini-pasta',
    foods: ['cardoncelli-mushrooms', 'zucchini'],
    minutes: 20,
    it: {
      title: 'Pasta con funghi e zucchine',
      steps: [
        'Taglia funghi e zucchine a dadini.',
        'Saltali in padella mentre cuoce la pasta.',
        'Unisci la pasta con un mestolo della sua acqua e parmigiano.',
      ],
    },
    en: {
      title: 'Pasta with mushrooms and zucchini',
      steps: [
        'Dice the mushrooms and zucchini.',
        'Fry them while the pasta cooks.',
        'Toss the pasta in with a ladle of its water and parmesan.',
      ],
    },
  },
  {
    slug: 'lettuce-wraps',
    foods: ['lettuce', 'bell-peppers', 'radishes'],
    minutes: 15,
    it: {
      title: 'Involtini di lattuga',
      steps: [
        'Stacca le foglie di lattuga più grandi.',
        'Riempile con peperone e ravanelli a listarelle e un po’ di tonno o hummus.',
        'Arrotolale e mangiale con le mani.',
      ],
    },
    en: {
      title: 'Lettuce wraps',
      steps: [
        'Pick the largest lettuce leaves.',
        'Fill them with strips of pepper and radish and a little tuna or hummus.',
        'Roll them up and eat with your hands.',
      ],
    },
  },
  {
    slug: 'grilled-eggplant',
    foods: ['eggplants'],
    minutes: 20,
    it: {
      title: 'Melanzane grigliate',
      steps: [
        'Taglia le melanzane a fette di mezzo centimetro.',
        'Grigliale in una padella calda, 3 minuti per lato.',
        'Condisci con olio, aglio, menta e sale.',
      ],
    },
    en: {
      title: 'Grilled eggplant',
      steps: [
        'Cut the eggplants into half-centimetre slices.',
        'Grill them in a hot pan, 3 minutes a side.',
        'Dress with oil, garlic, mint and salt.',
      ],
    },
  },
  {
    slug: 'ratatouille',
    foods: ['eggplants', 'zucchini', 'bell-peppers'],
    minutes: 45,
    it: {
      title: 'Verdure in padella alla provenzale',
      steps: [
        'Taglia melanzane, zucchine e peperoni a dadi.',
        'Cuocili in padella con cipolla, olio e pomodoro per 30 minuti.',
        'Aggiungi basilico, sale e pepe.',
      ],
    },
    en: {
      title: 'Ratatouille',
      steps: [
        'Dice the eggplant, zucchini and peppers.',
        'Cook them in a pan with onion, oil and tomato for 30 minutes.',
        'Add basil, salt and pepper.',
      ],
    },
  },
  {
    slug: 'stuffed-peppers',
    foods: ['bell-peppers'],
    minutes: 45,
    it: {
      title: 'Peperoni ripieni',
      steps: [
        'Taglia i peperoni a metà e svuotali.',
        'Riempili con pane raffermo, formaggio, uovo ed erbe.',
        'Inforna a 190 °C per 35 minuti.',
      ],
    },
    en: {
      title: 'Stuffed peppers',
      steps: [
        'Halve the peppers and take out the seeds.',
        'Fill them with stale bread, cheese, egg and herbs.',
        'Bake at 190 °C for 35 minutes.',
      ],
    },
  },
  {
    slug: 'radish-cucumber-salad',
    foods: ['radishes', 'cucumbers'],
    minutes: 10,
    it: {
      title: 'Insalata di ravanelli e cetrioli',
      steps: ['Affetta sottili ravanelli e cetrioli.', 'Condisci con yogurt, limone, erba cipollina e sale.'],
    },
    en: {
      title: 'Radish and cucumber salad',
      steps: ['Slice the radishes and cucumbers thinly.', 'Dress with yogurt, lemon, chives and salt.'],
    },
  },
  {
    slug: 'pineapple-mango-salad',
    foods: ['pineapple', 'mangoes'],
    minutes: 10,
    it: {
      title: 'Macedonia tropicale',
      steps: ['Taglia ananas e mango a cubetti.', 'Aggiungi succo di lime o limone e menta.'],
    },
    en: {
      title: 'Tropical fruit salad',
      steps: ['Cube the pineapple and the mango.', 'Add lime or lemon juice and mint.'],
    },
  },
  {
    slug: 'caramelised-pineapple',
    foods: ['pineapple'],
    minutes: 15,
    it: {
      title: 'Ananas caramellato',
      steps: [
        'Taglia l’ananas a fette.',
        'Cuocile in padella con un cucchiaio di zucchero finché caramellano.',
        'Servile tiepide, anche con yogurt.',
      ],
    },
    en: {
      title: 'Caramelised pineapple',
      steps: [
        'Slice the pineapple.',
        'Cook the slices in a pan with a spoon of sugar until they caramelise.',
        'Serve warm, with yogurt if you like.',
      ],
    },
  },
  {
    slug: 'avocado-toast',
    foods: ['avocados', 'radishes', 'lemons'],
    minutes: 10,
    it: {
      title: 'Toast con avocado e ravanelli',
      steps: [
        'Schiaccia l’avocado con limone, sale e pepe.',
        'Spalmalo sul pane tostato.',
        'Completa con ravanelli a fettine.',
      ],
    },
    en: {
      title: 'Avocado toast with radishes',
      steps: [
        'Mash the avocado with lemon, salt and pepper.',
        'Spread it on toast.',
        'Top with sliced radishes.',
      ],
    },
  },
  {
    slug: 'guacamole',
    foods: ['avocados', 'cut-avocados', 'lemons'],
    minutes: 10,
    it: {
      title: 'Guacamole',
      steps: [
        'Schiaccia la polpa dell’avocado con una forchetta.',
        'Aggiungi succo di limone, cipolla tritata, sale e peperoncino.',
        'Coprilo a contatto con la pellicola se non lo mangi subito.',
      ],
    },
    en: {
      title: 'Guacamole',
      steps: [
        'Mash the avocado flesh with a fork.',
        'Add lemon juice, chopped onion, salt and chilli.',
        'Cover it with film on its surface if not eaten at once.',
      ],
    },
  },
  {
    slug: 'avocado-pasta',
    foods: ['cut-avocados', 'avocados', 'lemons'],
    minutes: 15,
    it: {
      title: 'Pasta alla crema di avocado',
      steps: [
        'Frulla l’avocado con limone, olio, basilico e un po’ d’acqua della pasta.',
        'Condisci la pasta scolata con la crema.',
      ],
    },
    en: {
      title: 'Pasta with avocado cream',
      steps: [
        'Blend the avocado with lemon, oil, basil and a little pasta water.',
        'Toss the drained pasta with the cream.',
      ],
    },
  },
  {
    slug: 'persimmon-yogurt',
    foods: ['parsimmons'],
    minutes: 5,
    it: {
      title: 'Coppa di cachi e yogurt',
      steps: [
        'Prendi la polpa del caco con un cucchiaio.',
        'Alternala a strati con yogurt e biscotti sbriciolati.',
      ],
    },
    en: {
      title: 'Persimmon and yogurt cup',
      steps: ['Scoop out the persimmon flesh.', 'Layer it with yogurt and crumbled biscuits.'],
    },
  },
  {
    slug: 'persimmon-pear-salad',
    foods: ['parsimmons', 'pears', 'lettuce'],
    minutes: 10,
    it: {
      title: 'Insalata d’autunno con cachi e pere',
      steps: [
        'Taglia a spicchi cachi (di quelli sodi) e pere.',
        'Uniscili alla lattuga con noci.',
        'Condisci con olio, sale e aceto di mele.',
      ],
    },
    en: {
      title: 'Autumn salad with persimmon and pear',
      steps: [
        'Cut firm persimmons and pears into wedges.',
        'Add them to the lettuce with walnuts.',
        'Dress with oil, salt and cider vinegar.',
      ],
    },
  },
  {
    slug: 'lemonade',
    foods: ['lemons'],
    minutes: 10,
    it: {
      title: 'Limonata fatta in casa',
      steps: [
        'Spremi 3 limoni.',
        'Mescola il succo con un litro d’acqua fredda e 3 cucchiai di zucchero.',
        'Servi con ghiaccio e menta.',
      ],
    },
    en: {
      title: 'Homemade lemonade',
      steps: [
        'Squeeze 3 lemons.',
        'Mix the juice with a litre of cold water and 3 spoons of sugar.',
        'Serve with ice and mint.',
      ],
    },
  },
];
