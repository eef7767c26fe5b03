import type { ToneWord } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";

/**
 * The reader's word lists, as data. They say which nouns are too generic to draw, who an
 * audience is, and which words suggest a tone; they never map a word to a symbol.
 */

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Nouns every business uses: never a concept, never the business on their own. */
export const GENERIC_NOUNS = words(`
  business company service services shop store customer client people person quality thing stuff
  product item brand team way place time day week year month hour minute weekend morning evening night
  experience solution option range variety selection lot kind type need everyone everything something
  anything life world home area city town community neighbourhood neighborhood location branch
  owner founder staff member price deal offer order delivery option help support care value goal
  idea vision mission passion love heart style result work job project part one side level
  online website site app platform internet social media instagram whatsapp tiktok facebook
  luxury premium budget cost money standard approach process range market industry sector field
  friend hand attention detail size set piece unit number lot plenty bit
  goodbye dignity peace mind comfort confidence trust safety future success growth
  small medium large best firm consultancy agency club enterprise venture hub centre center
  collective startup boutique door doorstep menu
`);

/**
 * Adjectives that say how good, big or new something is rather than what it is: dropped from the
 * business phrase and the offerings ("a small kombucha brewery" is "a kombucha brewery").
 */
export const FILLER_ADJECTIVES = words(`
  small little big large tiny huge new old local best great good nice friendly cozy cosy lovely
  beautiful amazing awesome excellent perfect quality high affordable cheap premium luxury
  independent family-run family-owned full professional modern unique special simple easy fast quick
  available open mobile indoor outdoor handmade homemade authentic real true fine top leading first
  own whole various different many several other more most some all every any such certain
  delicious tasty fresh trusted reliable experienced expert friendly caring welcoming passionate
  boutique bespoke custom personal personalised personalized dedicated
  buttery creamy crunchy crispy gooey flaky chewy
`);

/** -ing words that praise rather than name an activity ("amazing", not "diving"). */
export const EVALUATIVE_ING = words(`
  amazing exciting interesting outstanding loving caring growing thriving welcoming relaxing
  refreshing stunning inspiring leading charming engaging rewarding amazing satisfying soothing
  comforting upcoming existing remaining missing matching interesting working living something
  anything everything nothing evening morning
  offering selling serving providing making helping using including featuring specialising
  specializing delivering creating building designing bringing giving handling focusing
`);

/** Nouns that say what kind of business it is without naming anything to draw ("an app"). */
export const BUSINESS_HEADS = words(`
  app platform tool software store shop service company studio agency firm consultancy club
  collective startup brand business boutique marketplace practice
`);

/**
 * Adjectives that name a thing to draw ("marine diving club" draws the sea, "key cutting" a key):
 * the adjective and the noun it stands for.
 */
export const ADJECTIVE_NOUNS: Readonly<Record<string, string>> = {
  marine: "sea",
  nautical: "sea",
  oceanic: "ocean",
  coastal: "coast",
  floral: "flower",
  botanical: "plant",
  dental: "tooth",
  feline: "cat",
  canine: "dog",
  equine: "horse",
  culinary: "food",
  musical: "music",
  solar: "sun",
  lunar: "moon",
  key: "key",
  gold: "gold",
  golden: "gold",
  silver: "silver",
  wooden: "wood",
  leather: "leather",
  cotton: "cotton",
  silk: "silk",
  woollen: "wool",
  ceramic: "ceramic",
  glass: "glass",
  literary: "book",
};

/** Nouns naming who a business is for. */
export const AUDIENCE_NOUNS = words(`
  couple kid child children family parent mum mom dad mother father baby toddler teen teenager
  youth student woman women man men senior elder adult beginner tourist traveller traveler visitor
  athlete runner cyclist climber diver gamer developer homeowner owner bride groom patient newlyweds
  professional freelancer startup entrepreneur retiree girl boy lady gentleman expat local pet-owner
  player learner reader foodie worker commuter nomad
`);

/** Words after which a capitalised name is where the business is. */
export const PLACE_PREPOSITIONS = words("in at from near across around along di dari");

/** Words whose next noun phrase is something to avoid. */
export const NEGATION_CUES = words("not no without never nor skip tanpa bukan tidak tak non");

/** Two-word names read as one thing ("ice cream", not "ice" and "cream"). */
export const COMPOUNDS = words(`
  ice_cream hot_dog bunny_chow real_estate web_design solar_panel tea_leaf coffee_bean hair_salon nail_art
  yoga_mat surf_board skate_board fish_sauce olive_oil palm_oil bubble_tea soy_sauce french_fries
  dim_sum sushi_roll pizza_slice birthday_cake wedding_cake wedding_dress hot_sauce first_aid
  search_engine social_media street_food web_development user_experience pest_control graphic_design
  interior_design dry_cleaning motion_graphics help_desk customer_support customer_service job_board
  brand_identity visual_identity carbon_footprint parental_control screen_time website_builder
  site_builder landing_page sheet_mask market_research landscape_architect landscape_architecture
  landscape_design email_marketing content_marketing performance_marketing digital_marketing
  noodle_soup herbal_tea video_game pitch_deck scout_troop public_relations wedding_planner
  wedding_invitation period_tracker cycle_tracker fish_market copy_shop boarding_house waste_bank
  martial_art road_cycling mountain_biking speakers_bureau speaker_bureau home_care grant_writing
  sheet_music sonic_branding audio_branding blood_donation root_beer ginger_ale wheelie_bin speech_therapy
  picture_framing tow_truck status_page sign_language app_store
  domain_name type_foundry font_foundry sea_rescue roller_derby public_speaking pigeon_racing
  gutter_cleaning gutter_clearing oat_milk palm_sugar personal_shopper personal_shopping
  disaster_relief disaster_response family_tree
  pressure_washing power_washing fountain_pen chord_chart speed_reading seating_chart seating_plan
  investor_relation investor_relations lindy_hop swing_dance
  lead_generation light_show night_market stair_lift
  funeral_director food_safety debt_advice bridge_club
  lash_lift lash_extension vinyl_flooring escape_room morris_dancing
  qr_code drum_machine table_tennis furniture_assembly sms_marketing wedding_car
  wellington_boot
  skip_hire loft_insulation mystery_shopping mystery_shopper sourdough_starter
  breast_pump lactation_consultant
  frozen_yoghurt frozen_yogurt white_noise diving_mask hot_tub wolf_tooth
  airport_transfer car_boot professional_organiser professional_organizer school_uniform
  load_testing virtual_tour floor_plan apartment_block apartment_building pay_per_click
  executive_search bid_writing tender_writing proposal_writing water_cooler water_dispenser
  company_formation company_incorporation business_incorporation professional_body trade_association
  business_association
  cat_litter rice_ball team_building tree_planting corn_dog christmas_light litter_pick litter_picking event_organiser event_organizer
  sound_engineer sound_engineering sound_design sound_designer sound_technician chimney_sweep
  bell_ringing bell_ringer change_ringing change_ringer ship_chandler ship_chandlery hand_lettering
  data_annotation data_labelling data_labeling 3d_printing 3d_printer 3d_modelling 3d_modeling 3d_animation
  2d_animation mixing_desk mixing_console sound_desk hedge_laying hedge_cutting hedge_trimming
  stone_walling wood_turning print_shop print_studio
  corner_shop convenience_store general_store estate_agent estate_agency letting_agent letting_agency
  veg_box veggie_box vegetable_box hair_dye hair_colour hair_color nail_polish road_bike gravel_bike
  mountain_bike touring_bike cargo_bike pet_sitting pet_sitter food_pantry
`);

/**
 * Tone cues: a word in the description (its lemma or English gloss) suggests tone words. Small
 * on purpose; a category default fills in when no cue matches.
 */
const TONE_CUES: ReadonlyArray<[string, ToneWord[]]> = [
  ["grief cremation funeral hospice memorial bereavement condolence burial urn", ["calm", "soft", "caring"]],
  [
    "care nursing therapy counselling counseling wellbeing wellness massage spa meditation yoga",
    ["calm", "caring"],
  ],
  [
    "kid kids child children toddler baby babies playground toy toys nursery preschool",
    ["playful", "friendly"],
  ],
  ["oud luxury perfume perfumery fragrance jewellery jewelry diamond gold couture", ["luxurious", "elegant"]],
  [
    "dentist dental clinic medical doctor pharmacy pediatric paediatric physiotherapy health",
    ["clean", "trustworthy"],
  ],
  ["food bakery restaurant cafe café kitchen bread cake coffee tea soup rendang catering brewery", ["warm"]],
  ["tech software security cybersecurity saas cloud data ai developer app", ["technical", "modern"]],
  ["dog cat pet puppy grooming vet veterinary", ["friendly", "caring"]],
  ["organic garden plant plants farm herbal eco natural botanical flower", ["natural", "fresh"]],
  ["gym fitness climbing sport sports training crossfit running bicycle bike cycling", ["energetic", "bold"]],
  [
    "repair workshop garage mechanic locksmith electrician plumber builder construction",
    ["rugged", "trustworthy"],
  ],
  [
    "law lawyer legal accounting accountant bookkeeping finance insurance consultancy consulting",
    ["professional", "trustworthy"],
  ],
  ["architecture architect design studio interior", ["minimal", "modern"]],
  ["art artist craft handmade ceramic pottery illustration music", ["creative"]],
  ["batik heritage tradition traditional kebaya tailor tailoring", ["traditional", "classic"]],
  ["diving dive ocean sea marine coral surf beach", ["fresh", "natural"]],
  ["fun playful colourful colorful", ["playful"]],
  ["calm quiet peaceful gentle", ["calm"]],
  ["elegant refined", ["elegant"]],
  ["cozy cosy warm homely", ["warm"]],
  ["clean hygienic", ["clean"]],
  ["bold loud", ["bold"]],
  ["minimal minimalist", ["minimal"]],
  ["classic timeless vintage", ["classic"]],
];

/** The cue groups, strongest first: grief outranks the pet it was for. */
export const TONE_GROUPS: ReadonlyArray<{ cues: ReadonlySet<string>; tone: ToneWord[] }> = TONE_CUES.map(
  ([cues, tone]) => ({ cues: new Set(cues.split(" ")), tone }),
);

/** Tone when the description gives no cue. */
export const CATEGORY_TONE: Readonly<Record<CategoryId, ToneWord[]>> = {
  "food-beverage": ["warm", "friendly"],
  services: ["trustworthy", "professional"],
  "digital-product": ["modern", "clean"],
  "retail-ecommerce": ["friendly", "modern"],
  agency: ["creative", "modern"],
  others: ["friendly"],
};

/** What the business is when the description names nothing. */
export const CATEGORY_BUSINESS: Readonly<Record<CategoryId, string>> = {
  "food-beverage": "a food and drink business",
  services: "a service business",
  "digital-product": "a digital product",
  "retail-ecommerce": "a shop",
  agency: "an agency",
  others: "a business",
};

/**
 * Heads that say what kind of premises or work a business is, not what to draw: dropped from the
 * concepts unless nothing else there can be drawn ("a tea house" draws tea, not a house).
 */
export const GENERIC_HEADS = words(`
  shop store studio school company agency service app application business club group society
  venue management development training lesson booking event design marketing research category
  point spot line space control maker platform software community brand organisation organization
  centre center provider consultancy firm hub network system solution program programme practice kit
  marketplace portal
`);

/** Generic only as the head of the business phrase ("a tea house"; "timber houses" are drawn). */
export const GENERIC_WHEN_HEAD = words("house bar kitchen farm stand stall kiosk cart");

/**
 * Modifiers of the business phrase that say where or how it trades, not what it sells ("street
 * crepe stand", "roadside fruit stall", "home pottery studio"): drawn after what it sells.
 */
export const SETTING_MODIFIERS = words(`
  street roadside sidewalk pavement kerbside curbside corner backyard garage basement rooftop
  home mobile online local virtual remote neighbourhood neighborhood village city town
  campus downtown uptown suburban travelling traveling pop-up popup office workplace cloud pub
  browser desktop ai
  emergency visiting
`);

/**
 * Nouns that say how well or how carefully something is made, or who makes it, when they modify
 * another ("craft gin", "artisan bread", "specialty coffee", "DIY pest control": no chisel for
 * the mouse traps): not things to draw there.
 */
export const QUALITY_MODIFIERS = words("craft artisan artisanal gourmet specialty speciality diy");

/**
 * Words a tagger may call nouns that only say when, how often or how ("book online anytime",
 * "up front"): never concepts.
 */
export const NOT_CONCEPTS = words(`
  anytime everyday online offline nearby overseas worldwide daily weekly monthly yearly annual peer
  asap front going none today tonight tomorrow yesterday weekday weekend everyone nobody
  lot lots plenty kind sort type bit variety pickup pickups
  printable downloadable editable
  end start beginning middle
`);

/**
 * Heads that only pack the goods ("lamb boxes", "snack hampers", "veg bundles"): drawn after the
 * goods they hold.
 */
export const PACKAGING_HEADS = words("box hamper crate bundle parcel");

/**
 * What a digital product is when it is a medium ("an online course", "a weekly newsletter"): it is
 * drawn by its subject, the medium after.
 */
export const MEDIUM_HEADS = words("course class masterclass newsletter webinar bootcamp tutorial");

/**
 * What a digital product works through, when it is not what the product is about ("our AI
 * listens to your dog", "snap a photo of a leaf", "thirty short video lessons"): drawn after
 * what it handles, with the setting, outside the phrase that says what the business is.
 */
export const SOFTWARE_MEANS = words("ai video photo camera tablet phone smartphone spreadsheet audio");

/** Verbs after which "to" + a verb names what is learnt ("learn to sail", "teaches kids to code"). */
export const LEARNING_VERBS = words("learn learning learns teach teaches teaching");

/** Verbs that say too little to be what is learnt ("learn to use", "teaches you to spot scams"). */
export const LIGHT_VERBS = words(
  "use make get have be do go take find manage handle keep work live spot become feel stay",
);

/**
 * Nouns that say nothing drawable when they head a phrase ("camping gear", "all the gear" is
 * equipment) but name a thing as a modifier ("gear tuning").
 */
export const VAGUE_AS_HEAD = words("gear");

/**
 * Heads that name a stock of the goods before them, given and taken for free ("a school uniform
 * bank", "a baby bank", "a food bank"): drawn after the goods, never as a money bank.
 */
export const STOCK_HEADS = words("bank");

/**
 * Heads that name a part of the made thing before them ("bicycle frames", "car parts", "guitar
 * strings"): the whole is what a person would draw for them, ahead of the part.
 */
export const PART_HEADS = words("frame part spare component string");

/** Kinds of organisation drawn by what they do ("a charity that trains assistance dogs"). */
export const ORGANISATION_HEADS = words("charity nonprofit non-profit foundation ngo");

/**
 * Gatherings drawn by what they gather for ("a jazz festival", "netball sessions", "a Quaker
 * meeting for worship"): the gathering comes after its subject.
 */
export const GATHERING_HEADS = words("festival fair meeting session league meetup gathering");

/**
 * Groups that meet for something other than food ("a running club", "a meetup for data people"):
 * the food and drink they share afterwards is the refreshment, not what they meet for.
 */
export const MEMBERS_HEADS = words("club group society circle choir meetup gathering");

/** What a teacher sells: the word before names what is taught ("drum lessons", "a design bootcamp"). */
export const TAUGHT_HEADS = words("lesson class tuition course workshop bootcamp masterclass");

/**
 * Premises named in a sentence of their own after the business ("Warehouse near Turnberry.",
 * "Visit the showroom in Senggigi."): where it trades, not what it sells.
 */
export const PREMISES_HEADS = words("warehouse showroom workshop depot yard unit premises factory");

/** A price tier of a product ("a pro plan", "the free tier"): how it is sold, nothing to draw. */
export const PRICE_TIERS = words("plan tier");
export const PRICE_TIER_MODIFIERS = words("pro free paid premium basic starter plus");
/** Units a price is quoted for ("packages start at", "plans from", "day rates from"). */
export const PRICED_UNITS = words("package plan rate price bundle membership subscription");
/** Words after a unit of sale that give its price ("start at", "cost"). */
export const PRICE_VERBS = words("start starts starting cost costs");

// fit17

/**
 * Heads naming what a product stands in for ("a spreadsheet replacement", "a replacement for the
 * clipboard"): the thing replaced is what the product is not.
 */
export const REPLACING_HEADS = words("replacement alternative substitute");
/** The Indonesian word before what a product replaces ("pengganti buku kas"). */
export const REPLACING_CUES = words("pengganti");
