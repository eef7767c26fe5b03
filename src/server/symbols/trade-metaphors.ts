/**
 * Trades and services that have no picture of their own, each with the everyday things a person
 * would draw for it (insurance: an umbrella; a law practice: scales). Written for this project as
 * data, not trigger rules: the symbol finder looks a concept up here only after the concept's own
 * words, and the things listed are matched against icon names alone (never tags), best first.
 *
 * Each line is `concept = thing, thing, ...`; the concept is a plain-English noun as the brief
 * writes it (singular, lower case). Lines starting with `//` are headings.
 */
const TRADE_METAPHORS_TEXT = `
// money, law and advice
insurance = umbrella, shield
insurer = umbrella, shield
accounting = calculator, notebook, receipt, coins
accountant = calculator, notebook, receipt, coins
bookkeeping = calculator, notebook, receipt
bookkeeper = calculator, notebook, receipt
tax = receipt, calculator, percentage
audit = search, clipboard, calculator
finance = coins, piggy bank, calculator, wallet
budgeting = piggy bank, wallet, coins, calculator
budget = piggy bank, wallet, coins
saving = piggy bank, coins, wallet
savings = piggy bank, coins, wallet
investment = chart line, coins, seedling
investing = chart line, coins, seedling
wealth = coins, diamond, piggy bank
loan = coins, handshake, wallet
lending = coins, handshake, wallet
mortgage = house, key
payment = credit card, wallet, coins
payroll = wallet, coins, calculator
law = scale, gavel, book
lawyer = scale, gavel, briefcase
legal = scale, gavel
attorney = scale, gavel, briefcase
notary = stamp, signature, pen
justice = scale, gavel
litigation = gavel, scale
immigration = world, globe, plane
consulting = handshake, light bulb, compass, chess
consultant = handshake, light bulb, compass
consultancy = handshake, light bulb, compass
strategy = chess, compass, target
coaching = target, whistle, compass, light bulb
coach = whistle, target, compass
mentoring = light bulb, compass, handshake
recruitment = handshake, users, search, briefcase
recruiting = handshake, users, search, briefcase
hiring = handshake, users, briefcase
staffing = users, handshake, briefcase
employment = briefcase, handshake
career = briefcase, stairs, compass
negotiation = handshake
partnership = handshake
real estate = house, key, building
property = house, key, building
rental = key, house
// marketing and media
seo = search, chart line
search = search
marketing = megaphone, target, chart line
advertising = megaphone, speakerphone, target
advertisement = megaphone, speakerphone
advert = megaphone, speakerphone
campaign = megaphone, target, flag
promotion = megaphone, speakerphone
pr = megaphone, microphone, newspaper
press = newspaper, megaphone, microphone
publicity = megaphone, newspaper
media = microphone, newspaper, camera
communication = speech bubble, megaphone
copywriting = pen, pencil, quote
copywriter = pen, pencil
writing = pen, pencil, feather, notebook
editing = pencil, pen
translation = speech bubble, globe
translator = speech bubble, globe
interpreting = speech bubble
branding = pen, palette, star
design = pen tool, palette, pencil, ruler
graphic design = pen tool, palette, vector
illustration = brush, pencil, palette, pen
animation = movie, film, play
motion graphics = movie, play, film
social media = heart, thumb up, share, speech bubble
influencer = camera, heart, star
content = pen, camera, play
analytics = chart bar, chart line, chart pie
data = chart bar, chart pie, database
research = search, microscope, flask
survey = clipboard, checklist, chart pie
event = confetti, balloon, calendar, ticket
events = confetti, balloon, calendar, ticket
party = balloon, confetti, cake
celebration = confetti, balloon, champagne
wedding = rings, heart, cake
conference = microphone, presentation, users
printing = printer
publishing = book, newspaper, printer
// care and people
nanny = baby carriage, baby bottle, horse toy
babysitter = baby carriage, horse toy
babysitting = baby carriage, horse toy
childcare = baby carriage, horse toy, blocks
daycare = baby carriage, horse toy, blocks
nursery = baby carriage, horse toy, blocks
midwife = baby carriage, baby, heart
doula = baby carriage, baby, heart
elderly care = heart handshake, heart
caregiving = heart handshake, heart
nursing = stethoscope, heart, medical cross
therapy = heart, leaf, speech bubble
counselling = speech bubble, heart, armchair
counseling = speech bubble, heart, armchair
psychology = brain, speech bubble, heart
psychologist = brain, speech bubble
physiotherapy = bone, stretching, massage
chiropractor = bone
dentistry = tooth
dentist = tooth
orthodontist = tooth
optician = eyeglass, glasses, eye
optometrist = eyeglass, glasses, eye
pharmacy = pill, capsule, medical cross
pharmacist = pill, capsule, medical cross
veterinarian = paw, stethoscope, dog, cat
vet = paw, stethoscope, dog, cat
telehealth = stethoscope, heart rate monitor, medical cross
medicine = stethoscope, medical cross, pill
doctor = stethoscope, medical cross
clinic = stethoscope, medical cross
hospice = heart, bird, feather, candle
funeral = bird, candle, feather, flower
cremation = bird, candle, feather, vase
burial = bird, candle, flower
memorial = candle, bird, flower
bereavement = bird, candle, heart
grooming = scissors, brush
hairdressing = scissors, hair dryer
hairdresser = scissors, hair dryer
haircut = scissors, hair dryer
barber = scissors, razor
barbering = scissors, razor
beauty = perfume, sparkles, flower
cosmetic = perfume, sparkles
cosmetics = perfume, sparkles
makeup = perfume, brush, sparkles
manicure = sparkles, hand
facial = sparkles, flower, droplet
skincare = droplet, sparkles, leaf
massage = massage, hand, leaf, lotus
spa = lotus, leaf, droplet
wellness = lotus, leaf, heart
// homes and trades
plumbing = pipe, wrench, droplet, faucet
plumber = pipe, wrench, droplet, faucet
electrician = plug, bolt, light bulb, lightning
electrical = plug, bolt, light bulb
cleaning = broom, bucket, spray, sparkles, bubbles
cleaner = broom, bucket, spray, sparkles
housekeeping = broom, bucket, sparkles
laundry = washing machine, shirt, hanger, wash
dry cleaning = hanger, shirt, washing machine
tailoring = scissors, needle, needle thread, ruler
tailor = scissors, needle, needle thread, ruler
sewing = needle, needle thread, scissors, spool
alteration = scissors, needle, needle thread
carpentry = hammer, wood
carpenter = hammer, wood
joinery = hammer, wood
construction = hammer, helmet, crane, wall
builder = hammer, helmet, wall, trowel
renovation = hammer, paint roller, wrench
roofing = house, hammer
painting = paint roller, brush, palette
painter = paint roller, brush
decorating = paint roller, brush, lamp
gardening = shovel, seedling, plant, leaf, plant
landscaping = tree, shovel, leaf, plant
pest control = bug, spray, shield
locksmith = key, lock, padlock
repair = wrench, tool, screwdriver, hammer
maintenance = wrench, tool, screwdriver
handyman = hammer, wrench, toolbox, screwdriver
mechanic = wrench, car, engine, gear
moving = truck, box, package
removal = truck, box, package
courier = package, truck, box
delivery = package, truck, box
logistics = truck, package, container
storage = box, archive, warehouse
security = shield, lock, eye
cybersecurity = shield, lock, fingerprint
surveillance = camera, eye, shield
architecture = building, compass, ruler, pencil
architect = building, compass, ruler
interior design = armchair, lamp, sofa
surveying = compass, ruler, map
// learning
tutoring = book, pencil, graduation cap, school
tutor = book, pencil, graduation cap
teaching = book, chalkboard, pencil, school
education = graduation cap, book, school
school = school, book, pencil, backpack
course = book, graduation cap, pencil
lesson = book, pencil, chalkboard
training = target, book, dumbbell
exam = pencil, certificate, clipboard
quran = book, moon, mosque
recitation = book, microphone, moon
driving school = steering wheel, car
language = speech bubble, globe
// places, travel and sport
travel = plane, luggage, globe, map
tourism = plane, map, camera, luggage
trip = luggage, map, plane
tour = map, flag, compass, camera
hotel = bed, key, building
hostel = bed, backpack, key
homestay = house, bed, key
guesthouse = house, bed, key
accommodation = bed, house, key
rental car = car, key
transport = bus, car, truck
taxi = car, taxi
ride = car, motorbike, scooter
fitness = dumbbell, barbell, heart rate monitor
gym = dumbbell, barbell
bouldering = mountain
climbing = mountain
dance = music, shoe
dancing = music
traditional dance = music, mask
choir = music, microphone, clef
singing = microphone, music
music lesson = music, piano, guitar, clef
photography = camera, aperture
videography = video, movie, camera
film = movie, film, camera
// software
software = code xml, terminal
development = code xml, terminal, brackets
hosting = server, cloud, database
cloud = cloud, server
password = key, lock, fingerprint, shield
login = key, lock, fingerprint
privacy = lock, shield, eye
automation = robot, gear, bolt
artificial intelligence = robot, brain, sparkles
ai = robot, brain, sparkles
podcast = microphone, headphones
streaming = play, broadcast, video
gaming = game controller, dice, joystick
// things no indexed set draws, by what stands for them
honey = hexagons, jar, droplet
honeycomb = hexagons, hexagon
beeswax = candle, hexagons
apiary = hexagons, jar, flower
beekeeping = hexagons, jar, flower
crepe = chef hat, cooking pot
pancake = chef hat, cooking pot
kite = wind, cloud
hijab = woman, hanger
headscarf = woman, hanger
scarf = hanger, shirt
pet = paw, dog, cat
animal shelter = paw, house, heart
shelter = house, paw
`;

/** A concept and the things that stand for it, best first. */
export const TRADE_METAPHORS: ReadonlyMap<string, readonly string[]> = new Map(
  TRADE_METAPHORS_TEXT.split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"))
    .map((line) => {
      const [concept = "", things = ""] = line.split("=").map((part) => part.trim());
      return [
        concept,
        things
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ] as const;
    }),
);
