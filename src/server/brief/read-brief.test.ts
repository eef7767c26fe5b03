import { describe, expect, it } from "vitest";
import { tradeConcepts } from "@/server/symbols/find-symbols";
import { type Brief, briefSchema, TONE_WORDS } from "@/shared/brief";
import type { CategoryId } from "@/shared/categories";
import { nlpLoaded } from "./nlp";
import { readBriefOffline } from "./read-brief";

const read = (description: string, category: CategoryId = "others"): Brief =>
  readBriefOffline({ description, category });

describe("readBriefOffline", () => {
  it("loads the language model on first use, not at import", () => {
    expect(nlpLoaded()).toBe(false);
    read("A bakery.");
    expect(nlpLoaded()).toBe(true);
  });

  it("reads a kombucha brewery as kombucha and tea, never coffee", () => {
    const brief = read(
      "We are a small kombucha brewery in Portland. We brew fermented tea with fruit, not coffee, for young couples.",
      "food-beverage",
    );
    expect(brief.business).toBe("a kombucha brewery");
    expect(brief.offerings).toEqual(["fermented tea", "fruit"]);
    expect(brief.concepts.slice(0, 1)).toEqual(["kombucha"]);
    expect(brief.concepts).toContain("tea");
    expect(brief.concepts).not.toContain("coffee");
    expect(brief.avoid).toEqual(["coffee"]);
    expect(brief.audience).toEqual(["young couples"]);
    expect(brief.place).toBe("Portland");
    expect(brief.tone).toContain("warm");
    expect(brief.language).toBe("en");
    expect(brief.source).toBe("offline");
    expect(brief.notes).toEqual([]);
  });

  it("reads a language's name after a verb of learning as the language taught", () => {
    const app = read(
      "Mobile app for learning Bahasa Indonesia, made for expats. Short daily lessons.",
      "digital-product",
    );
    expect(app.concepts[0]).toBe("language");
    const course = read("Learn Japanese with a tutor online, two evenings a week.", "services");
    expect(course.concepts).toContain("language");
    // A language's name before a noun says whose the noun is: a cuisine or an art, no language.
    expect(read("Cooking school teaching Italian cooking to beginners.").concepts).not.toContain("language");
    expect(read("We teach Japanese calligraphy and ink painting.", "services").concepts).not.toContain(
      "language",
    );
  });

  it("reads what a service opening with its making makes as its trade ('jasa pembuatan website')", () => {
    const web = read(
      "Jasa pembuatan website dan toko online untuk UMKM. Domain, hosting, dan SEO dasar sudah termasuk.",
      "digital-product",
    );
    expect(web.concepts[0]).toBe("website");
  });

  it("reads native speakers as people, never a loudspeaker", () => {
    const app = read("A phrasebook app for travellers, with audio by native speakers.", "digital-product");
    expect(app.concepts).not.toContain("speaker");
    const hifi = read("We sell speakers and turntables for home listening.", "retail-ecommerce");
    expect(hifi.concepts).toContain("speaker");
  });

  it("draws the business's own trade before the clients it works for", () => {
    const pests = read(
      "Pest control for restaurants and hotels: traps, inspections and safe sprays.",
      "services",
    );
    expect(pests.concepts.slice(0, 2)).toEqual(["pest control", "trap"]);
    expect(pests.concepts.slice(-2)).toEqual(["restaurant", "hotel"]);
    const signs = read(
      "Sign painting studio for shops and pubs: hand-lettered shopfronts and menu boards.",
      "agency",
    );
    expect(signs.concepts.at(-1)).toBe("pub");
    const design = read(
      "A small design agency for banks and insurers: brand identity and annual reports.",
      "agency",
    );
    expect(design.concepts[0]).toBe("design");
    expect(design.concepts.slice(-2)).toEqual(["bank", "insurer"]);
    // Naming nothing else, it draws whom it serves rather than nothing.
    expect(read("An agency for banks.", "agency").concepts).toEqual(["bank"]);
    // Where it trades comes after what it makes.
    const yarn = read("Hand-dyed merino yarn and knitting kits shipped from a small farm studio.");
    expect(yarn.concepts.at(-1)).toBe("farm");
    // Naming nothing of its own, a shop's trade follows "for".
    expect(read("Online shop for handmade kites: stunt kites and box kites.").concepts[0]).toBe("kite");
  });

  it("reads what a stall sells before where it stands", () => {
    const crepes = read(
      "Street crepe stand folding sweet and savory crepes with Nutella, banana and ham-and-cheese fillings.",
      "food-beverage",
    );
    expect(crepes.business).toBe("a street crepe stand");
    expect(crepes.concepts[0]).toBe("crepe");
    expect(crepes.concepts.indexOf("street")).toBeGreaterThan(crepes.concepts.indexOf("banana"));
    expect(read("Roadside fruit stall selling mangoes and watermelon.", "food-beverage").concepts[0]).toBe(
      "fruit",
    );
  });

  it("reads hand-poured and hand-folding as how a thing is made, not as things", () => {
    const candles = read("Hand-poured soy candles and reed diffusers in glass jars.", "retail-ecommerce");
    expect(candles.concepts).toContain("candle");
    expect(candles.concepts.some((c) => c.includes("hand") || c.includes("pour"))).toBe(false);
    const cranes = read("Hand-folding paper cranes for weddings.", "retail-ecommerce");
    expect(cranes.concepts).not.toContain("hand-folding");
    expect(cranes.concepts).toContain("crane");
  });

  it("lemmatises plurals and drops generic words", () => {
    const brief = read("Bicycle repair shop fixing bikes and selling used bicycles in Leeds.", "services");
    expect(brief.business).toBe("a bicycle repair shop");
    expect(brief.concepts[0]).toBe("bicycle");
    expect(brief.concepts).toContain("bike");
    expect(brief.concepts).not.toContain("bicycles");
    expect(brief.concepts).not.toContain("shop");
    expect(brief.concepts).not.toContain("selling");
    expect(brief.place).toBe("Leeds");
  });

  it("reads a climbing gym as climbing, never running", () => {
    const brief = read("An indoor climbing gym with bouldering walls and yoga classes for beginners.");
    expect(brief.business).toBe("a climbing gym");
    expect(brief.concepts.slice(0, 2)).toEqual(["climbing", "gym"]);
    expect(brief.concepts).not.toContain("running");
    expect(brief.audience).toEqual(["beginners"]);
    expect(brief.tone).toContain("energetic");
  });

  it("reads a pediatric dentist with kids as the audience, not a concept", () => {
    const brief = read("Pediatric dentist for kids and families based in Austin.", "services");
    expect(brief.business).toBe("a pediatric dentist");
    expect(brief.concepts).toEqual(["dentist"]);
    expect(brief.audience).toEqual(["kids", "families"]);
    expect(brief.place).toBe("Austin");
    expect(brief.tone).toEqual(expect.arrayContaining(["clean", "trustworthy", "playful"]));
  });

  it("reads a dog grooming van", () => {
    const brief = read("Mobile dog grooming van that comes to your door.", "services");
    expect(brief.business).toBe("a dog grooming van");
    expect(brief.concepts.slice(0, 2)).toEqual(["dog", "grooming"]);
    expect(brief.concepts).not.toContain("heart");
    expect(brief.concepts).not.toContain("door");
  });

  it("reads a locksmith's keys and locks", () => {
    const brief = read("Locksmith available 24/7 for lockouts, key cutting and lock repairs.", "services");
    expect(brief.business).toBe("a locksmith");
    expect(brief.concepts).toEqual(expect.arrayContaining(["locksmith", "key", "lock"]));
    expect(brief.concepts).not.toContain("tag");
  });

  it("reads an electrician, without the customers' homes as the business", () => {
    const brief = read(
      "Licensed electrician for homes and offices in Bristol: rewiring, lighting and EV chargers.",
      "services",
    );
    expect(brief.business).toBe("a licensed electrician");
    expect(brief.concepts[0]).toBe("electrician");
    expect(brief.concepts).not.toContain("home");
    expect(brief.concepts).toContain("lighting");
    expect(brief.place).toBe("Bristol");
  });

  it("reads an architecture firm without the participle that follows it", () => {
    const brief = read("An architecture firm designing timber houses and small public buildings.", "agency");
    expect(brief.business).toBe("an architecture firm");
    // Outside the business phrase the head comes before its modifier ("timber houses").
    expect(brief.concepts).toEqual(["architecture", "house", "timber", "building"]);
    expect(brief.tone).toContain("minimal");
  });

  it("reads a cybersecurity consultancy as technical", () => {
    const brief = read(
      "A cybersecurity consultancy protecting small businesses from ransomware and phishing.",
      "services",
    );
    expect(brief.business).toBe("a cybersecurity consultancy");
    expect(brief.concepts[0]).toBe("cybersecurity");
    expect(brief.concepts).not.toContain("cloud");
    expect(brief.tone.slice(0, 2)).toEqual(["technical", "modern"]);
  });

  it("gives a pet cremation service a calm, soft tone", () => {
    const brief = read("Pet cremation service helping families say goodbye with dignity.", "services");
    expect(brief.business).toBe("a pet cremation service");
    expect(brief.concepts).toEqual(["pet", "cremation"]);
    expect(brief.tone.slice(0, 3)).toEqual(["calm", "soft", "caring"]);
    expect(brief.tone).not.toContain("energetic");
    expect(brief.audience).toEqual(["families"]);
  });

  it("gives an oud perfumery a luxurious tone", () => {
    const brief = read("We are an oud perfumery selling luxury fragrances in Dubai.", "retail-ecommerce");
    expect(brief.business).toBe("an oud perfumery");
    expect(brief.concepts).toEqual(["oud", "perfumery", "fragrance"]);
    expect(brief.tone.slice(0, 2)).toEqual(["luxurious", "elegant"]);
    expect(brief.place).toBe("Dubai");
  });

  it("gives children's clothes a playful tone and children as the audience", () => {
    const brief = read("Children's clothes made from organic cotton, playful prints.", "retail-ecommerce");
    expect(brief.business).toBe("children's clothes");
    expect(brief.audience).toEqual(["children"]);
    expect(brief.concepts).toEqual(["clothes", "cotton", "print"]);
    expect(brief.tone.slice(0, 2)).toEqual(["playful", "friendly"]);
  });

  it("reads a diving club in Bali: plant coral is coral, not plants", () => {
    const brief = read("A marine diving club in Bali where members dive and plant coral on the reef.");
    expect(brief.place).toBe("Bali");
    expect(brief.concepts).toEqual(expect.arrayContaining(["diving", "coral", "sea"]));
    expect(brief.concepts).not.toContain("plant");
    expect(brief.concepts).not.toContain("bali");
    expect(brief.concepts).not.toContain("member");
    expect(brief.tone).not.toContain("luxurious");
  });

  it("puts things after without / instead of / never into avoid", () => {
    expect(read("We make handmade soy candles instead of paraffin ones.").avoid).toEqual(["paraffin"]);
    const brief = read(
      "A vegan bakery baking bread without eggs or butter. We never use palm oil.",
      "food-beverage",
    );
    expect(brief.avoid).toEqual(expect.arrayContaining(["egg", "butter", "palm oil"]));
    expect(brief.concepts).toContain("bread");
    expect(brief.concepts).not.toContain("egg");
  });

  it("reads an ice cream parlour as one thing, and keeps our spelling", () => {
    const brief = read("Ice cream parlour with gelato, waffles and sorbets.", "food-beverage");
    expect(brief.business).toBe("an ice cream parlour");
    expect(brief.concepts[0]).toBe("ice cream");
    expect(brief.concepts).toEqual(expect.arrayContaining(["gelato", "waffle", "sorbet"]));
  });

  it("never takes a brand name written in the description as a concept", () => {
    const brief = read(
      "We are a bakery called Sunny Loaf, selling sourdough bread in Leeds.",
      "food-beverage",
    );
    expect(brief.concepts).not.toContain("sunny");
    expect(brief.concepts).not.toContain("loaf");
    expect(brief.concepts).toEqual(expect.arrayContaining(["bakery", "sourdough", "bread"]));
  });

  it("reads a few more trades", () => {
    expect(read("A yoga studio offering calm morning classes.").concepts[0]).toBe("yoga");
    expect(read("Handmade ceramic mugs and bowls sold online.", "retail-ecommerce").concepts).toEqual(
      expect.arrayContaining(["mug", "bowl"]),
    );
    expect(read("A food truck selling tacos and burritos at festivals.", "food-beverage").concepts).toEqual(
      expect.arrayContaining(["taco", "burrito"]),
    );
    expect(read("Wedding photography for couples in Lisbon.", "services")).toMatchObject({
      audience: ["couples"],
      place: "Lisbon",
    });
    expect(read("A plumbing company fixing leaks and boilers.", "services").concepts).toEqual(
      expect.arrayContaining(["plumbing", "leak", "boiler"]),
    );
    expect(
      read("A mobile app that helps students learn Spanish vocabulary.", "digital-product").tone,
    ).toEqual(expect.arrayContaining(["modern"]));
  });

  it("joins a business named by two trades, and keeps a place after a participle clause", () => {
    const brief = read("Yoga and pilates studio in Berlin offering classes for pregnant women and new mums.");
    expect(brief.business).toBe("a yoga and pilates studio");
    expect(brief.concepts.slice(0, 2)).toEqual(["yoga", "pilates"]);
    expect(brief.concepts).not.toContain("offering");
    expect(brief.place).toBe("Berlin");
    expect(brief.audience).toEqual(["pregnant women", "mums"]);
  });

  it("names the kind of business when that is all the first sentence says", () => {
    const app = read(
      "A mobile app that helps busy parents plan healthy weekly meals and builds the shopping list automatically.",
      "digital-product",
    );
    expect(app.business).toBe("an app");
    expect(app.audience).toEqual(["busy parents"]);
    expect(app.concepts[0]).toBe("meal");
    expect(app.concepts).not.toContain("plan");
    expect(app.concepts).not.toContain("build");
    const store = read(
      "An online store selling handmade ceramic homeware in soft earthy colours, shipped in plastic-free packaging.",
      "retail-ecommerce",
    );
    expect(store.business).toBe("an online store");
    expect(store.avoid).toEqual(["plastic"]);
    expect(store.concepts).not.toContain("plastic");
    expect(store.offerings).toContain("plastic-free packaging");
  });

  it("reads hyphenated words, gerunds after nouns and a place after an adjective", () => {
    const cafe = read(
      "A cozy neighbourhood café serving single-origin coffee and fresh pastries, with a quiet corner for remote workers.",
      "food-beverage",
    );
    expect(cafe.concepts.slice(0, 3)).toEqual(["café", "coffee", "pastry"]);
    expect(cafe.concepts).not.toContain("origin");
    expect(cafe.audience).toEqual(["remote workers"]);
    expect(read("Mobile car detailing: we come to you and wash, wax and polish your car.").business).toBe(
      "a car detailing",
    );
    expect(read("Solar panel installation for homes and farms in rural Kenya.").place).toBe("Kenya");
  });

  it("reads an Indonesian rendang restaurant in Padang in English", () => {
    const brief = read("Rumah makan rendang dan masakan Padang di Padang, untuk keluarga.", "food-beverage");
    expect(brief.language).toBe("id");
    expect(brief.business).toBe("a rendang restaurant");
    expect(brief.concepts[0]).toBe("rendang");
    expect(brief.place).toBe("Padang");
    expect(brief.audience).toEqual(["families"]);
    expect(brief.tone).toContain("warm");
  });

  it("reads an Indonesian batik shop", () => {
    const brief = read(
      "Toko batik tulis dan kain tenun di Yogyakarta dengan harga terjangkau.",
      "retail-ecommerce",
    );
    expect(brief.language).toBe("id");
    expect(brief.business).toBe("a batik shop");
    expect(brief.concepts).toEqual(["batik", "woven cloth"]);
    expect(brief.place).toBe("Yogyakarta");
    expect(brief.tone).toContain("traditional");
  });

  it("reads Indonesian food, a diving centre and what to avoid", () => {
    const coffee = read("Kedai kopi dan roti bakar untuk mahasiswa di Bandung, tanpa gula.", "food-beverage");
    expect(coffee.concepts.slice(0, 2)).toEqual(["coffee", "toast"]);
    expect(coffee.business).toBe("a coffee shop");
    expect(coffee.avoid).toEqual(["sugar"]);
    expect(coffee.audience).toEqual(["students"]);
    const diving = read("Kami adalah klub selam di Bali yang menanam terumbu karang dan menjaga laut.");
    expect(diving.language).toBe("id");
    expect(diving.concepts).toEqual(expect.arrayContaining(["diving", "coral reef", "sea"]));
    expect(diving.concepts).not.toContain("plant");
    expect(diving.place).toBe("Bali");
  });

  it("says a description of emoji has nothing to read", () => {
    const brief = read("🍕🍕🍕🔥🔥 yum", "food-beverage");
    expect(brief.notes).toEqual(["mostly-emoji"]);
    expect(brief.concepts).toEqual([]);
    expect(brief.business).toBe("a food and drink business");
  });

  it("says a description in another script cannot be read", () => {
    const brief = read("Пекарня с домашним хлебом и пирогами", "food-beverage");
    expect(brief.notes).toEqual(["other-script"]);
    expect(brief.concepts).toEqual([]);
    expect(brief.offerings).toEqual([]);
  });

  it("says a description naming nothing concrete has nothing to draw", () => {
    const brief = read("We help people do things better.", "services");
    expect(brief.notes).toEqual(["nothing-drawable"]);
    expect(brief.concepts).toEqual([]);
    expect(brief.business).toBe("a service business");
  });

  it("always returns a brief the schema accepts, within its limits", () => {
    const samples = [
      "",
      "x",
      "a ".repeat(500),
      "We sell ".concat("very long words ".repeat(80)),
      "Shop",
      "<b>cake</b> & {pie}",
      "ABC DEF GHI in NEW YORK",
      "Coffee, tea, bread, cake, pie, jam, honey, milk, cheese, wine, beer, soup, rice, fish.",
    ];
    for (const description of samples) {
      const brief = read(description);
      const parsed = briefSchema.safeParse(brief);
      expect(parsed.success, `${description}: ${parsed.error?.message}`).toBe(true);
      for (const word of brief.tone) expect(TONE_WORDS).toContain(word);
    }
  });

  it("never throws and always fits the schema on odd text", () => {
    const pieces = [
      "-",
      "--",
      "-free",
      "'s",
      "’s",
      "gluten-free",
      "x-",
      "Bali",
      "in",
      "not",
      "and",
      "or",
      "🍕",
      "café",
      "Пекарня",
      "東京",
      "naïve",
      "ÉCOLE",
      "kids'",
      "don't",
      "&",
      "/",
      "24/7",
      "...",
      "(tea)",
      '"quoted"',
      "di",
      "Padang",
      "tanpa",
      "kopi",
      "roti",
      "the",
      "a",
      "shop",
      "bicycles",
      "children's",
      "e-bike",
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 200; i++) {
      const length = 1 + (next() % 25);
      const words = Array.from({ length }, () => pieces[next() % pieces.length]);
      const description = words.join(next() % 3 === 0 ? "" : " ");
      const brief = read(description);
      const parsed = briefSchema.safeParse(brief);
      expect(parsed.success, `${description}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("reads the same description the same way every time", () => {
    // Its speed (under 20 ms once loaded) is a bench row (bench/offline.ts), not a timed test.
    const description =
      "A family-run bakery and coffee roastery in Bath selling sourdough, croissants and single-origin beans to " +
      "locals and tourists, with a small garden seating area and no plastic packaging.";
    const first = read(description);
    for (let i = 0; i < 3; i++) expect(read(description)).toEqual(first);
  });
});

describe("concepts a logo can draw come first", () => {
  it("puts the things the business makes before where and how it makes them", () => {
    const honey = read("A small raw honey apiary on a hill, with wildflower honey and honey comb jars.");
    expect(honey.concepts[0]).toBe("honey");
    expect(honey.concepts.indexOf("hill")).toBeGreaterThan(honey.concepts.indexOf("honey"));
    const tea = read(
      "A quiet oolong tea house where we brew gongfu style and sell loose leaf from a family farm.",
      "food-beverage",
    );
    expect(tea.concepts.slice(0, 3)).toEqual(["oolong", "tea", "leaf"]);
    expect(tea.concepts).not.toContain("house");
    expect(tea.concepts).not.toContain("sell");
  });

  it("leaves out words that only say when, how much or what kind", () => {
    const cases: [string, string[], string][] = [
      ["Young coconut water, bottled fresh.", ["young"], "coconut"],
      ["An urban mushroom farm growing oyster mushrooms.", ["urban", "farm"], "mushroom"],
      ["A short film festival every autumn.", ["short", "autumn"], "film"],
      ["Thursday chess club for all ages.", ["thursday", "age", "club"], "chess"],
      // Where it happens comes after what happens there, drawable or not.
      ["A monthly poetry slam at the library.", ["monthly"], "poetry"],
      ["A family funeral home, with none of the fuss up front.", ["none", "front", "home"], "funeral"],
      ["A habit tracker app that keeps your streak going.", ["going", "app"], "habit"],
      ["Elderly home care with a friendly face, on short notice.", ["elderly", "short"], "home care"],
    ];
    for (const [description, absent, first] of cases) {
      const brief = read(description);
      for (const word of absent) expect(brief.concepts, description).not.toContain(word);
      expect(brief.concepts[0], description).toBe(first);
    }
    expect(read("Thursday chess club for all ages.").business).toBe("a chess club");
  });

  it("never reads a verb with its object as a thing", () => {
    expect(read("Fermented hot sauce. We run small batches with smoked chili pepper.").concepts).toEqual([
      "hot sauce",
      "pepper",
      "chili",
      "batch",
    ]);
    const nails = read("Nail studio for gel manicure, nail art and pedicure. Book online anytime.");
    expect(nails.concepts).not.toContain("book");
    expect(nails.concepts).not.toContain("anytime");
    expect(nails.concepts).not.toContain("studio");
    expect(nails.concepts[0]).toBe("nail");
    const ramen = read("Cozy ramen bar: we simmer pork broth overnight and pull noodles by hand.");
    expect(ramen.concepts).toEqual(["ramen", "broth", "pork", "noodle"]);
    const roaster = read("We roast single-origin coffee beans in small batches and ship them monthly.");
    expect(roaster.concepts).not.toContain("ship");
    expect(read("Budgeting app that tracks spending and shows your savings goals.").concepts).not.toContain(
      "tracks",
    );
    expect(read("A taco truck serving al pastor and carnitas.").concepts).not.toContain("pastor");
  });

  it("keeps the business's own trade first, and a participle's object out of the business", () => {
    const sailing = read("A sailing school teaching kids to sail dinghies.");
    expect(sailing.business).toBe("a sailing school");
    expect(sailing.concepts).toEqual(["sailing", "dinghy"]);
    const villas = read("Villa management for owners in Bali: cleaning, bookings and guest care.");
    expect(villas.concepts[0]).toBe("villa");
    expect(villas.concepts).not.toContain("management");
    expect(villas.concepts).not.toContain("booking");
  });

  it("reads a noun opening the description as a noun, even one ending like an adjective", () => {
    expect(read("Meal planning app for busy parents.").concepts[0]).toBe("meal");
    expect(read("Pediatric dentist for kids.").concepts).toEqual(["dentist"]);
  });

  it("keeps a generic head when nothing else can be drawn", () => {
    expect(read("A cocktail bar.").concepts).toContain("cocktail");
    expect(read("A bar.").concepts).toEqual(["bar"]);
  });
});

describe("Indonesian descriptions", () => {
  it("reads a motor bebek as a kind of motorcycle, not as a duck", () => {
    const brief = read("Servis motor bebek dan motor matic di Solo, ganti oli dan tambal ban.", "services");
    expect(brief.concepts[0]).toBe("motorcycle");
    expect(brief.concepts).not.toContain("duck");
  });

  it("names the business from its own head and what follows it", () => {
    const dance = read("Sanggar tari untuk anak dan remaja di Solo.", "services");
    expect(dance.language).toBe("id");
    expect(dance.business).toBe("a dance studio");
    expect(dance.concepts).toEqual(["dance"]);
    expect(dance.audience).toEqual(["children", "teenagers"]);
    expect(dance.place).toBe("Solo");
    const cashier = read("Aplikasi kasir untuk warung dan toko kelontong.", "digital-product");
    expect(cashier.business).toBe("a cash register app");
    expect(cashier.concepts[0]).toBe("cash register");
    const prayer = read("Aplikasi jadwal sholat dan arah kiblat untuk masjid.", "digital-product");
    expect(prayer.business).not.toMatch(/app app/);
    expect(prayer.concepts).toEqual(expect.arrayContaining(["mosque", "qibla"]));
    expect(read("Aplikasi untuk usaha kecil.", "digital-product").business).not.toMatch(/app app/);
  });

  it("never reads a time phrase as a thing", () => {
    const gold = read("Tabungan emas online, setoran setiap bulan mulai sepuluh ribu.", "digital-product");
    expect(gold.language).toBe("id");
    expect(gold.concepts[0]).toBe("gold");
    expect(gold.concepts).not.toContain("moon");
    expect(gold.concepts).not.toContain("month");
    const noodles = read("Warung bakso dan mie ayam dekat kampus, buka setiap hari.", "food-beverage");
    expect(noodles.business).toBe("a meatball soup stall");
    expect(noodles.concepts).not.toContain("day");
    expect(read("Kursus menjahit untuk ibu rumah tangga, kelas setiap minggu.").concepts).toEqual([
      "tailoring",
    ]);
    expect(read("Sewa perahu per hari di Danau Toba.").concepts).toEqual(["boat"]);
    expect(read("Lampion bulan purnama dan bulan sabit.").concepts).toEqual(
      expect.arrayContaining(["full moon", "crescent moon"]),
    );
  });

  it("reads short Indonesian descriptions as Indonesian and names who makes or sells", () => {
    const sambal = read("Produsen sambal botol pedas level 1 sampai 5.", "food-beverage");
    expect(sambal.language).toBe("id");
    expect(sambal.business).toBe("a sambal producer");
    expect(sambal.concepts).toEqual(["sambal", "bottle"]);
    expect(read("Penjual madu hutan asli dari Kalimantan.", "food-beverage").business).toBe("a honey seller");
    expect(read("Peternakan ayam petelur dan telur ayam kampung.", "food-beverage").business).toBe(
      "a laying hen farm",
    );
    expect(read("Aplikasi belajar mengaji untuk anak-anak.", "digital-product").business).toBe(
      "a quran recitation app",
    );
    const finance = read("Aplikasi pencatat keuangan dan anggaran rumah tangga.", "digital-product");
    expect(finance.business).toBe("a finance app");
    expect(finance.concepts).not.toContain("ladder");
    expect(read("Kami menjual kerupuk udang dan ikan asin khas Sidoarjo.", "food-beverage").business).toBe(
      "a cracker producer",
    );
  });

  it("knows the common words of many trades", () => {
    const cases: [string, CategoryId, string][] = [
      ["Toko alat pancing dan umpan di Makassar.", "retail-ecommerce", "fishing tackle"],
      ["Kain tenun ikat dari Sumba, dijual per lembar.", "retail-ecommerce", "woven cloth"],
      ["Layangan hias buatan tangan.", "retail-ecommerce", "kite"],
      ["Budidaya ikan koi dan ikan hias, kirim ke seluruh Indonesia.", "retail-ecommerce", "koi"],
      ["Aplikasi pengingat minum obat untuk lansia.", "digital-product", "reminder"],
      ["Agen properti untuk jual beli rumah di Bekasi.", "services", "house"],
      ["Les privat matematika untuk siswa SD.", "services", "private tutoring"],
      ["Bengkel las dan pagar besi.", "services", "welding"],
    ];
    for (const [description, category, first] of cases) {
      const brief = read(description, category);
      expect(brief.language, description).toBe("id");
      expect(brief.concepts[0], description).toBe(first);
      expect(brief.notes, description).toEqual([]);
    }
  });
});

describe("trades named by a word no icon set draws", () => {
  it("keeps a dimension with its noun: 3D printing is no printing of paper", () => {
    expect(
      read("3D printing bureau: upload an STL and get parts posted.", "digital-product").concepts[0],
    ).toBe("3d printing");
    expect(read("We sell 3D printers and filament.", "retail-ecommerce").concepts).toContain("3d printer");
    expect(read("Team of 3 designers in London.", "agency").concepts).not.toContain("3d");
  });

  it("reads 'live' before a noun as how it is played, not a verb", () => {
    expect(read("Freelance live sound engineer for bands and conferences.", "services").concepts[0]).toBe(
      "sound engineer",
    );
    expect(read("Musicians who live nearby teach guitar.", "services").concepts).toContain("guitar");
  });

  it("reads a mixing desk, a chimney sweep and bell ringers as one thing each", () => {
    expect(read("Live sound: mixing desks and PA hire.", "services").concepts).toContain("mixing desk");
    expect(read("Chimney sweep for wood stoves.", "services").concepts[0]).toBe("chimney sweep");
  });

  it("reads a closed gerund the lexicon never saw before a kind of business as its trade", () => {
    const society = read("National hedgelaying society: competitions and courses.", "others");
    expect(society.concepts[0]).toBe("hedgelaying");
    expect(read("Podcast hosting platform with analytics.", "digital-product").concepts[0]).toBe("podcast");
    expect(read("Wood turning club for beginners.", "others").concepts[0]).toBe("wood turning");
  });

  it("reads Indonesian sign language as one concept", () => {
    expect(read("Agensi juru bahasa isyarat untuk seminar.", "agency").concepts).toContain("sign language");
  });
});

describe("descriptions it has not seen", () => {
  // Their reading time (under 20 ms each once loaded) is a bench row (bench/offline.ts).
  it("reads each as a valid brief with something to draw", () => {
    const descriptions = [
      "A mobile dog wash van with warm water and organic shampoo.",
      "Handmade leather wallets, belts and watch straps, stitched by hand in Porto.",
      "Weekend surf camp for beginners with boards, wetsuits and beach yoga.",
      "A rooftop beehive service for offices: we install hives and bottle the honey.",
      "Toko perlengkapan bayi dan mainan kayu di Depok.",
      "Jasa cuci sepatu dan tas, antar jemput setiap hari.",
      "An indie board game café with hundreds of games and craft sodas.",
      "Bike courier collective delivering parcels across the city by cargo bike.",
    ];
    for (const description of descriptions) {
      const brief = read(description);
      expect(briefSchema.safeParse(brief).success, description).toBe(true);
      expect(brief.concepts.length, description).toBeGreaterThan(0);
    }
  });
});

describe("offerings are noun phrases", () => {
  it("drops verbs joined to a clause's verb, and keeps their objects", () => {
    const tailor = read(
      "An alterations tailor who hems trousers, takes in suits and repairs wedding dresses.",
      "services",
    );
    expect(tailor.offerings).toContain("wedding dresses");
    expect(tailor.offerings.some((o) => /^(repairs|takes|hems)\b/.test(o))).toBe(false);
    const invoices = read(
      "Invoicing software for freelancers: send invoices, chase late payments and track expenses.",
      "digital-product",
    );
    expect(invoices.offerings).toEqual(expect.arrayContaining(["late payments", "expenses"]));
    expect(invoices.offerings.some((o) => /^(chase|track|send)\b/.test(o))).toBe(false);
    const tuner = read("A piano tuner who tunes and repairs grand pianos in homes.", "services");
    expect(tuner.offerings).not.toContain("tunes");
    expect(tuner.concepts).not.toContain("tune");
  });

  it("does not list where it trades or gets things as an offering", () => {
    const truck = read(
      "A taco truck that parks at breweries and night markets, serving birria tacos.",
      "food-beverage",
    );
    expect(truck.offerings).toContain("birria tacos");
    expect(truck.offerings).not.toContain("parks");
    expect(truck.offerings).not.toContain("breweries");
    const cheese = read("A cheesemonger selling aged cheeses from mountain dairies.", "food-beverage");
    expect(cheese.offerings).not.toContain("mountain dairies");
  });

  it("draws what a software product does before the literal thing that names it", () => {
    const engine = read("A booking engine for small hotels and guesthouses.", "digital-product");
    expect(engine.concepts[0]).toBe("booking");
    expect(engine.concepts.indexOf("engine")).toBeGreaterThan(0);
    const habits = read(
      "A habit tracker app that helps people build small daily routines.",
      "digital-product",
    );
    expect(habits.concepts[0]).toBe("habit");
    // Outside software the literal head stays where it was written.
    expect(read("A booking engine for small hotels and guesthouses.", "others").concepts[0]).toBe("engine");
  });

  it("keeps an acronym that names the trade, spelt as written", () => {
    const seo = read("An SEO agency helping local shops rank on Google.", "agency");
    expect(seo.concepts).toContain("seo");
    expect(seo.business).toBe("an SEO agency");
    expect(seo.concepts).not.toContain("google");
  });

  it("reads what follows 'untuk' in Indonesian as the clients, not the offerings", () => {
    const brief = read("Studio fotografi produk untuk usaha makanan dan kopi di Medan.", "agency");
    expect(brief.offerings).not.toContain("food");
    expect(brief.concepts.indexOf("food")).toBeGreaterThan(brief.concepts.indexOf("photography"));
  });

  it("reads a listed two-word name as one thing, whatever the tagger makes of its first word", () => {
    const desk = read("Help desk software for hotels, with live chat.", "digital-product");
    expect(desk.concepts[0]).toBe("help desk");
    const jobs = read("A job board for nurses and carers.", "digital-product");
    expect(jobs.concepts[0]).toBe("job board");
  });

  it("reads an e- word as the thing made electronic, not an activity", () => {
    expect(read("E-bike rentals by the hour.", "others").concepts).toContain("bike");
    expect(read("E-commerce photography for fashion labels.", "agency").concepts).not.toContain("commerce");
  });

  it("ranks the client's own things last and never lists them as offerings", () => {
    const brief = read("Piano lessons at your flat or office, with sheet music included.", "services");
    expect(brief.offerings.join(" ")).not.toMatch(/office|flat/);
    expect(brief.concepts[0]).toBe("piano");
    expect(brief.concepts.at(-1)).toBe("office");
  });

  it("leaves out quality words and peoples' names before a noun", () => {
    const brief = read("Craft cider and Peruvian chocolate, sold at markets.", "food-beverage");
    expect(brief.concepts).not.toContain("craft");
    expect(brief.concepts).not.toContain("peruvian");
    expect(brief.concepts).toContain("chocolate");
  });

  it("reads premises after 'khusus' as clients, and a new sentence as the business's own again", () => {
    const brief = read("Jasa fotografi khusus restoran dan hotel. Juga cetak menu dan brosur.", "agency");
    expect(brief.business).toBe("a photography studio");
    expect(brief.concepts[0]).toBe("photography");
    expect(brief.concepts.indexOf("printing")).toBeLessThan(brief.concepts.indexOf("hotel"));
  });

  it("draws a trade through its metaphor when WordNet calls the word a group or a person", () => {
    expect(read("Local scout troop for ages 11-17: camping, knots, first aid.").concepts[0]).toBe(
      "scout troop",
    );
    expect(read("Freelance photographer for weddings and newborns.").concepts[0]).toBe("photographer");
  });

  it("reads a two-letter acronym before a kind of business as its trade, not a place", () => {
    expect(read("Boutique PR firm, media relations for founders.", "agency").concepts[0]).toBe("pr");
    expect(read("We are a UK agency for founders.", "agency").concepts).not.toContain("uk");
  });

  it("reads a gerund after a setting word as the trade, and 'book online' as a verb", () => {
    const brief = read("Home cleaning service, eco products, book online in 60 seconds.", "services");
    expect(brief.concepts[0]).toBe("cleaning");
    expect(brief.concepts).not.toContain("book");
    expect(read("Podcast hosting platform with analytics.", "digital-product").concepts[0]).toBe("podcast");
  });

  it("reads 'jam' before a number as an hour, and opening premises with a metaphor as drawn", () => {
    const brief = read("Katering sehat harian untuk karyawan kantor, antar jam 11.", "food-beverage");
    expect(brief.concepts).not.toContain("watch");
    expect(brief.concepts[0]).toBe("catering");
  });

  it("reads platforms the business works on as social media, and ones it is reached through as not", () => {
    const agency = read(
      "we run instagram + tiktok for restaurants and cafes. shooting, posting, monthly reports.",
      "agency",
    );
    expect(agency.business).toBe("social media");
    expect(agency.concepts[0]).toBe("social media");
    expect(agency.concepts.indexOf("restaurant")).toBeGreaterThan(0);
    expect(read("We manage Instagram for small hotels.", "agency").concepts[0]).toBe("social media");
    expect(read("Cake shop. DM us on instagram or via WhatsApp.", "food-beverage").concepts).not.toContain(
      "social media",
    );
  });

  it("reads a video or streaming platform as its medium, and ads bought on a platform as advertising", () => {
    const channels = read("We run YouTube channels for experts: scripts, filming and editing.", "agency");
    expect(channels.concepts[0]).toBe("video");
    expect(channels.concepts).not.toContain("social media");
    expect(read("We run YouTube for dentists.", "agency").business).toBe("video");
    // A capitalised platform opening the sentence is no verb ("Twitch overlays").
    expect(read("Twitch overlays, emotes and panels for streamers.", "agency").concepts[0]).toBe("streaming");
    const ads = read("LinkedIn ads for software companies, with monthly reporting.", "agency");
    expect(ads.concepts[0]).toBe("advertising");
    expect(ads.concepts).not.toContain("social media");
    // Other platforms stay social media.
    expect(read("We manage Instagram for small hotels.", "agency").concepts[0]).toBe("social media");
  });

  it("reads what the members of an owners' club own as what the club is about", () => {
    const club = read("Electric vehicle owners' club for Yorkshire. Monthly meets and road trips.");
    expect(club.concepts[0]).toBe("vehicle");
    expect(club.audience).toContain("electric vehicle owners");
    expect(read("The classic motorbike owners' association of Devon: rallies and runs.").concepts[0]).toBe(
      "motorbike",
    );
    // A word describing the members is nothing they own ("single parents": no single bed).
    expect(read("Single parents' support group, Tuesday evenings.").concepts).not.toContain("single");
  });

  it("reads what follows the people an Indonesian business is for as who they are, not its goods", () => {
    const boxes = read(
      "Pesan nasi kotak untuk rombongan bus pariwisata, minimal 50 kotak. Menu ayam bakar.",
      "food-beverage",
    );
    expect(boxes.concepts[0]).toBe("rice");
    expect(boxes.concepts.indexOf("bus")).toBeGreaterThan(boxes.concepts.indexOf("grilled chicken"));
    expect(boxes.offerings).not.toContain("bus");
    // Before the business names a thing of its own, what follows the people is what it is about.
    const classes = read("Kelas untuk pemula fotografi, pakai HP saja.", "services");
    expect(classes.concepts[0]).toBe("photography");
  });

  it("reads Indonesian premises listed with commas after 'ke' as where the business goes", () => {
    const brief = read(
      "Servis genset, panggilan ke pabrik, hotel dan rumah sakit di Jabodetabek.",
      "services",
    );
    expect(brief.concepts[0]).toBe("generator");
    expect(brief.business).not.toMatch(/hospital|hotel|factory/);
    expect(brief.offerings).not.toContain("hotel");
    // What is sold, listed after premises and a comma, is no premises.
    const cart = read("Gerobak di depan masjid, bubur ayam dan teh hangat.", "food-beverage");
    expect(cart.concepts[0]).not.toBe("mosque");
    expect(cart.concepts.indexOf("porridge")).toBeLessThan(cart.concepts.indexOf("mosque"));
  });

  it("reads a trade's acronym before the work it names as that trade ('UX testing')", () => {
    expect(read("Unmoderated UX testing with real users.", "digital-product").concepts[0]).toBe("ux");
    expect(read("PR outreach for tech startups.", "agency").concepts[0]).toBe("pr");
    // Not before a trade of its own or a thing: "PR photography" is photography, an "AI meal
    // planner" a meal.
    expect(read("PR photography for hotels and restaurants.", "services").concepts).not.toContain("pr");
    expect(read("AI meal planner for busy parents.", "digital-product").concepts).not.toContain("ai");
    // An acronym no trade is drawn for stays out ("UK agency").
    expect(read("A UK agency for wedding photographers.", "agency").concepts).not.toContain("uk");
  });

  it("reads a road vehicle named for the water it goes on as a boat ('water taxi')", () => {
    const taxi = read("Water taxi across the harbour, on demand.", "services");
    expect(taxi.concepts[0]).toBe("boat");
    expect(taxi.concepts).not.toContain("taxi");
    expect(read("The water bus to the islands every hour.", "services").concepts).toContain("boat");
    expect(read("Water ambulance for the island villages.", "services").concepts[0]).toBe("boat");
    // A road vehicle carrying water is no boat ("water trucks"), nor is water before anything
    // else ("water filters").
    expect(read("Water trucks for building sites and farms.", "services").concepts).not.toContain("boat");
    expect(read("Water filters for the kitchen tap.", "retail-ecommerce").concepts).not.toContain("boat");
  });

  it("ranks a made thing naming a food after what the business offers ('Thai boat noodles')", () => {
    const noodles = read("Thai boat noodles in small bowls, pork or beef, rich dark broth.", "food-beverage");
    expect(noodles.concepts[0]).toBe("noodle");
    expect(noodles.concepts.at(-1)).toBe("boat");
    // A made thing naming no food keeps its place ("boat trips").
    expect(read("Boat trips around the bay every morning.", "services").concepts[0]).toBe("boat");
  });

  it("ranks a part of the body naming a food after the food ('bone broth', 'hand pies')", () => {
    const broth = read("Bone broth simmered for a day, sold frozen in pouches.", "food-beverage");
    expect(broth.concepts[0]).toBe("broth");
    expect(broth.concepts).toContain("bone");
    expect(read("Cornish hand pies baked every morning.", "food-beverage").concepts[0]).toBe("pie");
    // A body part that is food keeps its place ("chicken liver pate" draws the liver's food sense).
    expect(read("Bone china mugs and plates.", "retail-ecommerce").concepts[0]).not.toBe("mug");
  });

  it("draws the animal an adjective stands for first when it says whom a practice treats", () => {
    const physio = read("Equine physiotherapy for competition horses and ponies.", "services");
    expect(physio.concepts.slice(0, 2)).toEqual(["horse", "physiotherapy"]);
    expect(read("Canine massage at your home.", "services").concepts[0]).toBe("dog");
    // Other adjectives still come after the nouns of their phrase ("wooden toys" draws toys first).
    expect(read("Wooden toys made in Devon.", "retail-ecommerce").concepts[0]).toBe("toy");
  });

  it("reads two Indonesian things as the English compound the other way round ('kebun sayur')", () => {
    expect(read("Panti wreda dengan kebun sayur untuk penghuni.", "services").concepts).toContain(
      "vegetable garden",
    );
    // The thing naming the compound's kind is drawn after it.
    expect(
      read("Aplikasi pesan tiket bus antar kota, pilih kursi.", "digital-product").concepts.slice(0, 2),
    ).toEqual(["bus ticket", "bus"]);
    expect(read("Jual bunga matahari potong, kirim se-Bandung.", "retail-ecommerce").concepts).toContain(
      "sunflower",
    );
    // Not when the pair is only another name of the second thing ("ikan tuna"), nor a compound of
    // another kind (a leather jacket is no leatherjacket fish).
    const fish = read("Ikan tuna asap khas Manado.", "food-beverage").concepts;
    expect(fish).not.toContain("tuna fish");
    expect(fish).toContain("tuna");
    expect(read("Jaket kulit domba asli Garut.", "retail-ecommerce").concepts[0]).toBe("jacket");
  });

  it("draws first the part of the body an Indonesian service opens with ('sulam alis')", () => {
    expect(read("Sulam alis dan sulam bibir, studio di Bintaro.", "services").concepts[0]).toBe("eyebrow");
    // Only the service's opening words: hand embroidery on goods is still embroidery first.
    expect(read("Mukena bordir tangan dari Tasik.", "retail-ecommerce").concepts[0]).not.toBe("hand");
  });

  it("ranks what an Indonesian description says it is used through after what it does", () => {
    const brief = read("Aplikasi kasir buat UMKM, catat penjualan, pakai HP android aja.", "digital-product");
    expect(brief.concepts[0]).toBe("cash register");
    expect(brief.offerings).not.toContain("phone");
  });

  it("reads the phrase after 'for' as whom an offering named first is for, not the trade", () => {
    const brief = read(
      "A short-video agency making TikTok and Instagram Reels content for skincare and fashion brands.",
      "agency",
    );
    // The agency's own short videos, then what it makes them for; the clients' trades last.
    expect(brief.concepts.slice(0, 3)).toEqual(["video", "social media", "content"]);
    expect(read("An online shop for handmade kites.", "retail-ecommerce").concepts[0]).toBe("kite");
  });

  it("never takes the menu every restaurant has for a thing to draw", () => {
    expect(
      read("Smash burgers, crinkle fries, thick shakes. That's the menu.", "food-beverage").concepts,
    ).not.toContain("menu");
  });

  it("leads an Indonesian software product with the message it handles, as in English", () => {
    const brief = read(
      "Bikin undangan pernikahan digital, tinggal isi data, pilih tema. Ada RSVP dan peta lokasi.",
      "digital-product",
    );
    expect(brief.concepts[0]).toBe("wedding invitation");
  });

  it("ranks how and where it trades after what it sells: 'by appointment', 'on the harbour road'", () => {
    const bridal = read(
      "Bridal boutique by appointment: wedding dresses, veils and alterations.",
      "retail-ecommerce",
    );
    expect(bridal.concepts.at(-1)).toBe("appointment");
    expect(bridal.offerings).not.toContain("appointment");
    const fish = read("Family fishmonger on the harbour road. Smoked salmon and crab.", "food-beverage");
    expect(fish.concepts.indexOf("road")).toBeGreaterThan(fish.concepts.indexOf("crab"));
    expect(fish.offerings).not.toContain("harbour road");
  });

  it("draws the goods a plural business phrase names before what kind they are", () => {
    expect(read("Japanese kitchen knives and whetstones.", "retail-ecommerce").concepts[0]).toBe("knife");
    expect(read("Organic cotton baby clothes online.", "retail-ecommerce").concepts[0]).toBe("clothes");
    // A singular head is often the premises: the order written stands.
    expect(read("Kombucha brewery and taproom.", "food-beverage").concepts[0]).toBe("kombucha");
  });

  it("reads an e-reader as a device, not a person who reads", () => {
    expect(read("An e-reader app with night mode.", "digital-product").concepts[0]).toBe("e-reader");
  });

  it("ranks what follows Indonesian 'di' or 'dekat' as the setting, and premises an app is about first", () => {
    const silat = read("Perguruan pencak silat untuk remaja, latihan tiap Jumat sore di halaman masjid.");
    expect(silat.concepts).toEqual(["martial art", "mosque"]);
    const kos = read("Aplikasi cari kos-kosan dekat kampus, foto kamar, chat pemilik.", "digital-product");
    expect(kos.concepts[0]).toBe("boarding house");
    expect(kos.offerings).not.toContain("campus");
  });

  it("reads an adjective opening a sentence as it reads one inside it", () => {
    expect(read("Aerial drone filming and photography.", "agency").concepts[0]).toBe("drone");
  });

  it("reads dishes named by everyday Indonesian words as the dish", () => {
    const brief = read("Pempek Palembang asli, kapal selam, lenjer, adaan, dengan cuko.", "food-beverage");
    expect(brief.concepts).toEqual(["fishcake"]);
  });

  it("reads the trade a phrase opens with, not its setting, occasion or reader", () => {
    // A sentence-opening word before two nouns and a kind of business is no order to stamp.
    expect(read("Stamp collectors society: monthly swap meets.").concepts[0]).toBe("stamp");
    expect(read("Fly fishing club for beginners.").concepts[0]).toBe("fishing");
    // A person's trade drawn through its metaphor leads the occasions it serves; an acronym
    // naming a trade is never a verb.
    expect(read("Wedding & party DJ, full sound system.", "services").concepts[0]).toBe("dj");
    // A software product named as a thing's reader is the device.
    expect(read("Sheet music reader for tablets.", "digital-product").concepts[0]).toBe("sheet music");
    // "along the Atlantic coast" is where, after what it forecasts.
    const tide = read("Tide forecasts for sailors all along the Atlantic coast.", "digital-product");
    expect(tide.concepts.indexOf("coast")).toBeGreaterThan(tide.concepts.indexOf("tide"));
    expect(read("Pub darts league, Thursday nights.").concepts[0]).toBe("dart");
    // "keep track of" is an idiom, no railway track.
    expect(read("Keep track of the bottles in your wine cellar.", "digital-product").concepts).not.toContain(
      "track",
    );
    // "soles" is the plural of "sole", not the musical "sol".
    expect(read("Cobbler: heels, soles and zips.", "services").concepts).toContain("sole");
  });

  it("reads Indonesian deliveries to premises as clients", () => {
    const brief = read("Jual ikan segar dari nelayan langsung ke restoran dan hotel.", "digital-product");
    expect(brief.concepts[0]).toBe("fish");
    expect(brief.concepts.indexOf("hotel")).toBeGreaterThan(brief.concepts.indexOf("fish"));
    expect(read("Komunitas pecinta bonsai Yogyakarta.").concepts).toEqual(["bonsai"]);
    // "les" (lessons) is the kind of business, what follows it the trade, before the coach.
    expect(read("Les renang privat, pelatih datang ke kolam Anda.", "services").concepts[0]).toBe("swimming");
  });
  it("reads places continued, verbs with particles and what a newcomer need not bring", () => {
    // "of the pier" continues "at the end": where, after what it sells.
    const shack = read("Crab shack at the end of the pier, steamed crabs and corn.", "food-beverage");
    expect(shack.concepts.indexOf("pier")).toBeGreaterThan(shack.concepts.indexOf("corn"));
    // "at weddings and product launches": both are occasions it works at.
    const pen = read("Live calligraphy at weddings and product launches.", "services");
    expect(pen.concepts[0]).toBe("calligraphy");
    // "clock in" is a verb; so is an opening "Tracks" before a determiner.
    expect(read("Members race birds and clock in at the club house.").concepts).not.toContain("clock");
    expect(read("Tracks all your subscriptions in one list.", "digital-product").concepts[0]).toBe(
      "subscription",
    );
    // "no skating experience needed" avoids nothing.
    expect(read("Roller derby league, no skating experience needed.").avoid).toEqual([]);
    // "Liquid and powdered": an adjective joined to another before the noun.
    expect(read("Liquid and powdered palm sugar from Banten.", "food-beverage").concepts[0]).toBe(
      "palm sugar",
    );
    // A kit is what the goods come as, not the thing to draw.
    expect(read("Mechanical keyboard kits and keycaps.", "retail-ecommerce").concepts[0]).toBe("keyboard");
    // A vehicle the business stands on is its setting.
    const sauna = read("Wood-fired sauna on a trailer, with a cold plunge tub.", "services");
    expect(sauna.concepts.indexOf("trailer")).toBeGreaterThan(sauna.concepts.indexOf("tub"));
  });
  it("reads 'next to' and 'outside' as where, and trade names of two words as one", () => {
    // "Next to the university library": where the binder is, after what it binds.
    const binder = read(
      "Thesis binding while you wait, gold lettering. Next to the university library.",
      "services",
    );
    expect(binder.concepts.indexOf("library")).toBeGreaterThan(binder.concepts.indexOf("thesis"));
    const fridges = read("Fridges outside shops and churches, stocked with bread and fruit.", "others");
    expect(fridges.concepts.indexOf("church")).toBeGreaterThan(fridges.concepts.indexOf("bread"));
    expect(read("Driveway and patio pressure washing.", "services").concepts).toContain("pressure washing");
    expect(read("Bottled fountain pen inks and nibs.", "retail-ecommerce").concepts).not.toContain(
      "fountain",
    );
  });
  it("reads the business a founder opened after a story, and verbs and gerunds where founders put them", () => {
    // The story before "I opened" says where the founder comes from, not what the shop sells.
    const roti = read(
      "After twenty years cooking on cruise ships I opened a tiny Caribbean roti shop in Croydon.",
      "food-beverage",
    );
    expect(roti.business).toBe("a roti shop");
    expect(roti.concepts[0]).toBe("roti");
    expect(roti.concepts.indexOf("ship")).toBeGreaterThan(roti.concepts.indexOf("roti"));
    // A sentence that opens with the business keeps it.
    expect(read("Roti shop in Croydon, we opened a second one in Brixton.", "food-beverage").business).toBe(
      "a roti shop",
    );
    // "we jet-wash your bins": a hyphenated verb after its subject; the bins are the thing.
    const bins = read("We jet-wash your wheelie bins after collection day.", "services");
    expect(bins.concepts[0]).toBe("wheelie bin");
    expect(bins.concepts).not.toContain("jet-wash");
    // "24/7 towing and roadside recovery": a gerund opening a list is offered, not a verb.
    expect(read("24/7 towing and roadside recovery on the A1.", "services").concepts[0]).toBe("towing");
    // "Event staffing agency": a gerund before a kind of business is the agency's trade.
    const staff = read("Event staffing agency: bar staff and hosts for galas.", "agency");
    expect(staff.business).toBe("an event staffing agency");
    expect(staff.concepts[0]).toBe("staffing");
    // A language school "teaching kids" still starts a clause.
    expect(read("A language school teaching kids Spanish.", "services").concepts).not.toContain("teaching");
    // A noun the lexicon knows only in the plural keeps it: scissors are no "scissor".
    expect(read("We sharpen kitchen knives and scissors.", "services").concepts).toContain("scissors");
    // "Chiropractic care": a trade with a stand-in opening a sentence is not read as an adjective.
    expect(read("Chiropractic care for back and neck pain.", "services").concepts[0]).toBe("chiropractic");
  });

  it("reads Indonesian premises after 'sebelah' as where, and stalls under a tent as premises", () => {
    const bekam = read("Bekam sunnah dan pijat refleksi, di ruko sebelah masjid.", "services");
    expect(bekam.concepts[0]).toBe("cupping");
    expect(bekam.concepts.indexOf("mosque")).toBeGreaterThan(bekam.concepts.indexOf("massage"));
    const bebek = read("Bebek goreng sambal ijo, warung tenda di pinggir jalan.", "food-beverage");
    expect(bebek.concepts).not.toContain("tent");
    expect(bebek.concepts[0]).toBe("duck");
  });

  it("draws a digital product's subject before its medium, means and kind", () => {
    // A newsletter or a course is drawn by what it is about; the medium comes after.
    const letter = read("A weekly newsletter about bonsai for beginners.", "digital-product");
    expect(letter.concepts[0]).toBe("bonsai");
    expect(letter.concepts.indexOf("newsletter")).toBeGreaterThan(0);
    // "learn to knit": the activity learnt, as WordNet's gerund, leads.
    const knit = read("Online course where you learn to knit socks and hats.", "digital-product");
    expect(knit.concepts[0]).toBe("knitting");
    expect(knit.concepts.at(-1)).toBe("course");
    // "from your kitchen table" says where it is used, never what the business is.
    const paint = read(
      "Learn to paint from your kitchen table: a video course with weekly critiques.",
      "digital-product",
    );
    expect(paint.business).not.toContain("table");
    expect(paint.concepts[0]).toBe("painting");
    // A browser, AI or desktop modifier says how it runs, after what it is about.
    const game = read("Browser game about running a bakery.", "digital-product");
    expect(game.concepts.indexOf("browser")).toBeGreaterThan(game.concepts.indexOf("bakery"));
    // An acronym someone owns is a thing ("your CV"), drawn through its metaphor.
    expect(read("A tool that polishes your CV in seconds.", "digital-product").concepts).toContain("cv");
  });
  it("reads packing heads, equipment and verbs after 'that' for what they are", () => {
    // "lamb boxes": the box only packs the goods.
    expect(read("Grass-fed beef boxes from our farm.", "food-beverage").concepts[0]).toBe("beef");
    // "climbing gear" is equipment, not a cog; "gear tuning" keeps the gear.
    expect(read("We rent out climbing gear and ropes.", "retail-ecommerce").concepts).not.toContain("gear");
    expect(read("Bike gear tuning and brake repair.", "services").concepts).toContain("gear");
    // "ads that book real appointments": a plural subject's verb, not a book.
    expect(read("Short video ads that book real appointments.", "agency").concepts).not.toContain("book");
    // "peer to peer" says how goods change hands, no thing to draw.
    expect(read("Peer to peer marketplace for renting tents.", "digital-product").concepts).not.toContain(
      "peer",
    );
  });
  it("reads Indonesian destinations, hours, fillings, means and courses for what they are", () => {
    // "datang ke rumah": the home the service comes to ranks after the service; "pilih jam" is
    // an hour, not a watch.
    const massage = read(
      "Jasa pijat refleksi panggilan, terapis datang ke rumah, tinggal pilih jam lewat WA.",
      "services",
    );
    expect(massage.concepts[0]).toBe("massage");
    expect(massage.concepts.at(-1)).toBe("house");
    expect(massage.concepts).not.toContain("watch");
    expect(read("Toko jam tangan dan jam dinding di Solo.", "retail-ecommerce").concepts[0]).toBe("watch");
    // A comma ends the clients; "pakai kamera HP" is the means as a whole.
    const till = read(
      "Aplikasi kasir buat warung dan kedai kopi, cukup scan barcode pakai kamera HP.",
      "digital-product",
    );
    expect(till.concepts.slice(0, 2)).toEqual(["cash register", "barcode"]);
    expect(till.concepts.indexOf("phone")).toBeLessThan(till.concepts.indexOf("coffee"));
    expect(till.offerings).toEqual(["barcode"]);
    // "isi keju": a filling comes after the food it fills, and stays an offering.
    const donut = read("Jual donat isi keju dan cokelat, fresh tiap pagi.", "food-beverage");
    expect(donut.concepts[0]).toBe("doughnut");
    expect(donut.offerings).toContain("cheese");
    // A course sold online is drawn by what it teaches.
    const course = read("Kursus online jadi barista, ada sertifikat.", "digital-product");
    expect(course.concepts[0]).toBe("barista");
    expect(course.concepts.at(-1)).toBe("course");
  });
  it("reads a shop platform the business builds on as an online store, its clients after", () => {
    const shops = read("We build Shopify stores for candle and soap brands.", "agency");
    expect(shops.business).toBe("Shopify stores");
    expect(shops.concepts[0]).toBe("online store");
    expect(shops.concepts.indexOf("candle")).toBeGreaterThan(0);
  });
  it("reads whom a product helps as its clients and an order before 'your' as a verb", () => {
    // "helps dental clinics cut no-shows": the clinics use it; the reminder is what it does.
    const reminders = read(
      "An app that helps vet practices cut no-shows by sending owners a reminder.",
      "digital-product",
    );
    expect(reminders.concepts[0]).toBe("reminder");
    expect(reminders.concepts.at(-1)).toBe("vet");
    // Not when the phrase after "lets" runs on into what they do ("lets neighbours share tools").
    expect(read("App that lets neighbours share power tools.", "digital-product").concepts[0]).toBe("tool");
    // "log your miles" after a comma is an order, not a wood log.
    expect(
      read("Mileage app for couriers: snap receipts, log your miles, export at tax time.", "digital-product")
        .concepts,
    ).not.toContain("log");
  });
  it("draws what a charity does before the charity, and learns no light verb", () => {
    const guides = read("Charity that trains and places guide dogs with blind people.", "others");
    expect(guides.concepts[0]).toBe("dog");
    expect(guides.concepts.at(-1)).toBe("charity");
    // "learn to use" names no activity to draw.
    expect(read("A course where you learn to use spreadsheets.", "digital-product").concepts).not.toContain(
      "using",
    );
    // "skip the queue": the queue is what the business spares its clients.
    expect(read("Bike hire by the harbour, book online and skip the queue.", "services").avoid).toEqual([
      "queue",
    ]);
  });
  it("reads the business after a question put to the reader, and whom it helps as clients", () => {
    // "Fungus in your lens?": the reader's problem, not what the business is.
    const cameras = read(
      "Mould in your lens or a sticky shutter? We repair film cameras and vintage lenses.",
      "services",
    );
    expect(cameras.business).toBe("film cameras");
    expect(cameras.concepts[0]).toBe("camera");
    expect(cameras.concepts.indexOf("mould")).toBeGreaterThan(cameras.concepts.indexOf("film"));
    // A description that is only a question still has a business.
    expect(read("Looking for a plumber?", "services").concepts).toEqual(["plumber"]);
    // "We help dairy farms cut their bills": the farms are helped, not the business.
    const energy = read("We help dairy farms cut their electricity bills with solar panels.", "agency");
    expect(energy.business).not.toMatch(/farm/);
    expect(energy.concepts[0]).toBe("electricity");
  });
  it("ranks where people are taken after what takes them, and a gathering after its subject", () => {
    const trips = read(
      "Getting to hospital appointments is hard. Accessible minibus trips for older people.",
      "services",
    );
    expect(trips.concepts[0]).toBe("minibus");
    expect(trips.concepts.indexOf("hospital")).toBeGreaterThan(0);
    expect(trips.offerings.join(" ")).not.toMatch(/hospital/);
    const jazz = read("A free jazz festival on the harbour every June.", "others");
    expect(jazz.concepts[0]).toBe("jazz");
    expect(jazz.concepts).toContain("festival");
    // "back-to-netball sessions": what people come back to.
    const netball = read("Back-to-netball sessions for women, then friendly leagues.", "others");
    expect(netball.concepts[0]).toBe("netball");
    expect(netball.concepts).not.toContain("back-to-netball");
  });
  it("reads a number of hours in Indonesian, and cleaning services by what they clean", () => {
    const sofa = read("Cuci sofa dan kasur panggilan, kering dalam 4 jam.", "services");
    expect(sofa.concepts[0]).toBe("sofa cleaning");
    expect(sofa.concepts).not.toContain("watch");
    // "antar pulau" says how far it ships, not an island to draw.
    expect(read("Kirim motor antar pulau dari Jakarta.", "services").concepts).not.toContain("island");
  });
  it("reads an order after a colon and a software product's means after what it handles", () => {
    // "list yours", "log every route": orders after a colon, not a list or a wood log.
    expect(
      read("A marketplace for vintage cameras: list yours in minutes.", "digital-product").concepts,
    ).not.toContain("list");
    expect(
      read("For climbers: log every route and share your photos.", "digital-product").concepts,
    ).not.toContain("log");
    // The AI or the photo a product works through comes after what it reads.
    const receipts = read("Our AI reads your receipts and sorts them by tax category.", "digital-product");
    expect(receipts.concepts[0]).toBe("receipt");
    expect(receipts.concepts.indexOf("ai")).toBeGreaterThan(0);
    const plants = read("Snap a photo of a plant and the app tells you its name.", "digital-product");
    expect(plants.concepts[0]).toBe("plant");
    expect(plants.concepts.indexOf("photo")).toBeGreaterThan(0);
    // The form of a course's lessons is no concept; "a video editor" is still about video.
    expect(
      read("An online knitting course: forty short video lessons, one pattern each.", "digital-product")
        .concepts,
    ).not.toContain("video");
    expect(read("A video editor for your phone.", "digital-product").concepts[0]).toBe("video");
  });
  it("reads past a founder's opening question and a product's printable form", () => {
    const tabs = read("Tired of forty open tabs? We group them by project.", "digital-product");
    expect(tabs.business).not.toMatch(/tired/);
    expect(tabs.concepts[0]).toBe("tab");
    expect(
      read("Sick of chasing invoices? We send the reminders.", "digital-product").concepts,
    ).not.toContain("sick");
    expect(read("Printable chore charts for kids.", "digital-product").concepts).not.toContain("printable");
  });
  it("reads a noun after an opening adjective and a trade after when it meets", () => {
    // "fudge", "nougat": nouns a tagger calls verbs after "Handmade".
    expect(read("Handmade nougat in six flavours.", "food-beverage").concepts[0]).toBe("nougat");
    expect(read("Handmade fudge from our kitchen by the harbour.", "food-beverage").concepts[0]).toBe(
      "fudge",
    );
    // "Friday night sketching club": the club's trade, not a night.
    const sketching = read("Friday night sketching club upstairs at the Crown.", "others");
    expect(sketching.concepts[0]).toBe("sketching");
    // "make-up": a verb and its particle are the noun the lexicon writes as one word.
    expect(read("Bridal hair and make-up for the whole party.", "services").concepts).toContain("makeup");
    expect(read("Make-up lessons for teens.", "services").concepts[0]).toBe("makeup");
  });
  it("reads descriptions as founders type them: lowercase openers, possessive places, a story's gerund", () => {
    // All lowercase, no punctuation: "drum" opening before "lessons" is what is taught, not an order.
    const drums = read(
      "drum lessons for kids and adults in my garage studio been playing 20 years",
      "services",
    );
    expect(drums.concepts[0]).toBe("drum");
    expect(read("piano lessons at home for beginners", "services").concepts[0]).toBe("piano");
    // "in St Mark's church hall": a name's possessive stays inside the phrase of where it meets.
    const toddlers = read(
      "A group of parents who meet in St Mark's church hall every Wednesday, with toys and songs.",
      "others",
    );
    expect(toddlers.concepts.indexOf("toy")).toBeLessThan(toddlers.concepts.indexOf("church"));
    // "After twelve years as a pastry chef ... I finally started making baklava": the job before
    // is the founder's story, the business is what the opening verb's gerund makes.
    const baklava = read(
      "After twelve years as a pastry chef at a London hotel I finally started making my grandmother's baklava.",
      "food-beverage",
    );
    expect(baklava.concepts[0]).toBe("baklava");
    expect(baklava.concepts.indexOf("pastry")).toBeGreaterThan(0);
    // Two-word trades and hires the lexicon lists are one thing ("skip" is no negation here).
    expect(read("Skip hire, 4 to 12 yard, next-day drop off around Leeds.", "services").concepts[0]).toBe(
      "skip hire",
    );
    expect(
      read("An app that reminds you to feed your sourdough starter.", "digital-product").concepts[0],
    ).toBe("sourdough starter");
  });
  it("reads casual Indonesian: clubs, a founder's past job, star ratings and who members are", () => {
    // "klub" heads the business; the members' workplace after "karyawan" ranks with clients.
    const pingPong = read(
      "klub tenis meja karyawan pabrik sepatu di tangerang latihan tiap kamis sore",
      "others",
    );
    expect(pingPong.concepts[0]).toBe("table tennis");
    expect(pingPong.concepts.indexOf("shoe")).toBeGreaterThan(0);
    // People who open the phrase name the group ("remaja masjid"), and a comma ends the people.
    expect(read("Remaja masjid Al-Ikhlas, kajian tiap Ramadan.", "others").concepts[0]).toBe("mosque");
    expect(read("Toko mainan anak, boneka dan puzzle kayu.", "retail-ecommerce").concepts[1]).toBe("doll");
    // "Dulu kerja di hotel bintang 5": the past job ranks last and the stars are a rating.
    const brownies = read(
      "open PO brownies panggang tiap Kamis, pickup Sabtu di Tebet. Dulu kerja di hotel bintang 5 bagian pastry.",
      "food-beverage",
    );
    expect(brownies.concepts[0]).toBe("brownie");
    expect(brownies.concepts).not.toContain("star");
    expect(brownies.concepts).not.toContain("pickup truck");
    expect(brownies.concepts.at(-1)).toBe("hotel");
    // English words mixed in: badminton clubs and stand-up comedy.
    expect(read("PB bulutangkis bapak2 komplek, main Senin malem di GOR.", "others").concepts[0]).toBe(
      "badminton",
    );
    expect(read("Komunitas stand up comedy Kota Malang, open mic tiap Jumat.", "others").concepts).toEqual(
      expect.arrayContaining(["comedy", "microphone"]),
    );
  });
  it("ranks a founder's past jobs and the people work is got for after the trade", () => {
    // "we were both producers", "I was a gas engineer", "Former joiner", "an ex-firefighter".
    const podcasts = read(
      "we get founders and coaches booked as guests on podcasts we were both producers at bbc radio before this",
      "agency",
    );
    expect(podcasts.concepts.indexOf("podcast")).toBeLessThan(podcasts.concepts.indexOf("coach"));
    expect(podcasts.concepts.indexOf("podcast")).toBeLessThan(podcasts.concepts.indexOf("producer"));
    const bathrooms = read(
      "Bathroom refits: tiling and walk-in showers. I was a gas engineer for eleven years before going on my own.",
      "services",
    );
    expect(bathrooms.concepts.at(-1)).toBe("engineer");
    expect(read("Former joiner. Floor sanding and oiling.", "services").concepts).toEqual([
      "floor",
      "sanding",
      "joiner",
    ]);
    // Things got done are the work itself, not whom it is for.
    expect(read("Get documents notarised by video call.", "services").concepts[0]).toBe("document");
  });
  it("reads 'hp' after two brand names as the maker in the list, not a handphone", () => {
    expect(read("servis printer epson canon hp semua tipe", "services").concepts).toEqual(["printer"]);
    expect(read("servis laptop dan hp, ganti lcd", "services").concepts).toContain("phone");
  });
  it("ranks a food's ingredients set off by ', with' after the food, not fillings sold with it", () => {
    const baklava = read(
      "I make baklava in Green Lanes, with proper pistachios and clarified butter, and sell it along with kadayif.",
      "food-beverage",
    );
    expect(baklava.concepts).toEqual(["baklava", "kadayif", "pistachio", "butter"]);
    const crepes = read("Street crepe stand folding crepes with Nutella, banana and ham.", "food-beverage");
    expect(crepes.concepts.slice(0, 2)).toEqual(["crepe", "banana"]);
  });

  it("reads an audience before a colon, premises after the opening, price tiers and an acronym trade", () => {
    // "For parents sending kids to camp:" says whom it serves; the goods come after the colon.
    const camp = read(
      "For parents sending kids to summer camp: duffel bags, name labels and sleeping bags.",
      "retail-ecommerce",
    );
    expect(camp.business).toBe("duffel bags");
    expect(camp.concepts.indexOf("camp")).toBeGreaterThan(camp.concepts.indexOf("bag"));
    // A club named before the colon is the business, whoever it is for.
    expect(read("Members' club for vintage tractors: rallies and a spares swap.").concepts[0]).toBe(
      "tractor",
    );
    // "Workshop near Stroud.": where it trades, not something it sells.
    expect(
      read("Hand-thrown mugs and serving plates. Workshop near Stroud.", "retail-ecommerce").offerings,
    ).not.toContain("workshop");
    // "a premium plan": how it is sold.
    expect(
      read("A budgeting app for students. Free, with a premium plan for shared accounts.", "digital-product")
        .concepts,
    ).not.toContain("plan");
    // An acronym with a stand-in of its own is the trade, not a brand.
    expect(read("A no-frills VPN for small offices.", "digital-product").concepts[0]).toBe("vpn");
  });
  it("reads how a food tastes and when a trade answers as no thing, and a noun after a mostly-adjective opening", () => {
    expect(read("thick shakes and malts from a hatch by the beach.", "food-beverage").concepts[0]).toBe(
      "shake",
    );
    expect(read("Buttery croissants, every morning from six.", "food-beverage").business).toBe("croissants");
    const locks = read("Emergency locksmith in Hull: lockouts, new locks and keys.", "services");
    expect(locks.concepts[0]).toBe("locksmith");
    expect(locks.concepts.indexOf("emergency")).toBeGreaterThan(locks.concepts.indexOf("key"));
    // "literary" stands for books.
    expect(read("Literary agency for poets and short-story writers.", "agency").concepts[0]).toBe("book");
  });
  it("reads Indonesian flowerpots, trademark registration and crepe wrappers", () => {
    expect(
      read("Jual pot bunga dari tanah liat, kirim ke seluruh Indonesia.", "retail-ecommerce").concepts,
    ).not.toContain("flower");
    expect(read("Jasa pendaftaran merek untuk UMKM, cepat dan amanah.", "agency").concepts[0]).toBe(
      "trademark",
    );
    // The goods after "merek" are the clients' brands, to the end of the sentence.
    const brands = read("Jasa foto produk. Sudah 300 merek sepatu, tas, dan parfum kami potret.", "agency");
    expect(brands.concepts[0]).toBe("photo");
    expect(brands.offerings).toEqual([]);
    expect(read("Pisang dibungkus kulit crepe tipis, dikirim beku.", "food-beverage").concepts).not.toContain(
      "leather",
    );
  });
  it("reads whom a product is made for past an adjective read as a verb, and offers no means", () => {
    // "long" is tagged a verb here; the journeys are still what the almonds are made for.
    const almonds = read(
      "Smoked almonds in small tins. Made for campers, anglers and long train journeys.",
      "food-beverage",
    );
    expect(almonds.offerings.join(" ")).not.toMatch(/journey/);
    expect(almonds.concepts.indexOf("journey")).toBeGreaterThan(almonds.concepts.indexOf("tin"));
    // "with a photo": how a report is made, not what the app offers.
    const potholes = read("An app to report potholes with a photo and a pin on the map.", "digital-product");
    expect(potholes.offerings).toContain("potholes");
    expect(potholes.offerings).not.toContain("photo");
  });
  it("ranks an offering with a stand-in of its own before the material it is made with", () => {
    // "clay facials": the facial (its stand-in) before the clay; not a lump of clay for a salon.
    const facials = read("A beauty room in Leeds offering clay facials and lash tints.", "services");
    expect(facials.concepts.indexOf("facial")).toBeLessThan(facials.concepts.indexOf("clay"));
    // Not a modifier that is no material: "minibus trips" are about the minibus.
    const minibus = read("Wheelchair-accessible minibus trips for older people.", "services");
    expect(minibus.concepts[0]).toBe("minibus");
  });
  it("ranks a modifier naming a kind of the head after the trade", () => {
    // "oyster mushrooms" are mushrooms; no oyster shell for a mushroom farm.
    const farm = read("A small farm selling oyster mushrooms and shiitake to restaurants.", "others");
    expect(farm.concepts[0]).toBe("mushroom");
    expect(farm.concepts.indexOf("oyster")).toBeGreaterThan(farm.concepts.indexOf("shiitake"));
    expect(tradeConcepts(farm).has("oyster")).toBe(false);
    // A thing made of its modifier keeps it: beef jerky is beef.
    expect(read("Beef jerky, smoked in small batches.", "food-beverage").concepts[0]).toBe("beef");
  });
  it("reads an Indonesian list that leaves its head out of the next item", () => {
    // "motor matic dan bebek": a motor bebek (an underbone motorbike), not a duck.
    const workshop = read("Servis motor matic dan bebek, ganti oli, tambal ban.", "services");
    expect(workshop.concepts).toContain("motorcycle");
    expect(workshop.concepts).not.toContain("duck");
    // Without such a phrase before it, bebek is a duck.
    expect(read("Nasi goreng dan bebek goreng.", "food-beverage").concepts).toContain("duck");
  });
  it("draws a generic trade word with no stand-in after the offerings", () => {
    // "practice" is tagged on a metronome (a music practice); the clinic's offerings come first.
    const clinic = read(
      "Practice management software for dentists: patient records, x-ray uploads and recall reminders.",
      "digital-product",
    );
    expect(clinic.concepts.indexOf("practice")).toBeGreaterThan(clinic.concepts.indexOf("record"));
    // A generic word with a stand-in of its own still names the trade first ("design": a pen tool).
    expect(read("A design agency for banks.", "agency").concepts[0]).toBe("design");
  });
  it("reads what comes after 'plus' as on the side, not an offering", () => {
    const aquarium = read(
      "Freshwater fish, live plants and tanks, plus free water testing.",
      "retail-ecommerce",
    );
    expect(aquarium.offerings).toEqual(["live plants", "tanks"]);
    expect(aquarium.concepts).toContain("testing");
    expect(tradeConcepts(aquarium).has("testing")).toBe(false);
  });
});

describe("people described before a colon", () => {
  it("reads an -ing word after them as what they are doing, and a trade's two-word names as one", () => {
    const lactation = read(
      "New mums struggling with breastfeeding: home visits from an IBCLC lactation consultant, latch checks, breast pump fitting and bottle weaning plans.",
      "services",
    );
    expect(lactation.business).not.toContain("struggling");
    expect(lactation.audience).toEqual(["mums"]);
    expect(lactation.concepts).not.toContain("struggling");
    expect(lactation.concepts).toContain("breast pump");
    expect(lactation.concepts).toContain("lactation consultant");
  });
});

describe("fit17: what a product replaces, and people as the head", () => {
  it("avoids what a product replaces, before or after 'replacement', and draws the trade after 'for'", () => {
    const flock = read(
      "A tracking app, a notebook replacement for goat keepers: kidding dates and milk yields.",
      "digital-product",
    );
    expect(flock.avoid).toContain("notebook");
    expect(flock.concepts).not.toContain("notebook");
    expect(flock.concepts).not.toContain("replacement");
    const diary = read("A replacement for the paper diary, made for florists.", "digital-product");
    expect(diary.avoid).toContain("diary");
    expect(diary.concepts).not.toContain("diary");
    const kas = read("Aplikasi pengganti buku tamu untuk kantor desa.", "digital-product");
    expect(kas.avoid).toContain("book");
    expect(kas.concepts).not.toContain("book");
  });
  it("keeps two-word things whole: a diving mask is no face mask, wolf teeth no wolf", () => {
    const masks = read("Diving masks and snorkels for kids.", "retail-ecommerce");
    expect(masks.concepts[0]).toBe("diving mask");
    expect(masks.concepts).not.toContain("mask");
    const horses = read("Equine dentistry: rasping and wolf teeth removal for horses.", "services");
    expect(horses.concepts).toContain("wolf tooth");
    expect(horses.concepts).not.toContain("wolf");
    expect(read("White noise for babies.", "digital-product").concepts).not.toContain("white");
  });
  it("reads SIM in Indonesian as a driving licence, and a SIM card as a card", () => {
    const sim = read("Latihan ujian teori SIM A dan rambu lalu lintas.", "digital-product");
    expect(sim.concepts).toContain("driving licence");
    expect(sim.concepts).toContain("traffic sign");
    expect(read("Jual kartu SIM dan pulsa.", "retail-ecommerce").concepts).toContain("sim card");
  });
  it("reads a clause after 'when' or 'if' mid-sentence as circumstance, not goods", () => {
    const jam = read(
      "Blackcurrant jams made in small batches, plus a damson jelly when the trees allow.",
      "food-beverage",
    );
    expect(jam.concepts.at(-1)).toBe("tree");
  });
  it("draws what people work with before the people in a plural business phrase", () => {
    const teachers = read("Lesson plans for piano teachers.", "digital-product");
    expect(teachers.concepts.indexOf("piano")).toBeLessThan(teachers.concepts.indexOf("teacher"));
    // Goods still lead with their head ("kitchen knives" are knives).
    expect(read("Japanese kitchen knives.", "retail-ecommerce").concepts[0]).toBe("knife");
  });
});

describe("fit19: services and groups as founders write them", () => {
  it("reads 'round' after 'year' or before what it goes round as no thing", () => {
    const tours = read("Vintage tram rides round Blackpool all year round.", "others");
    expect(tours.concepts).toContain("tram");
    expect(tours.concepts).not.toContain("round");
  });
  it("reads a noun after 'whatever' as no thing", () => {
    const walks = read("Guided fell walks every Sunday whatever the weather.", "others");
    expect(walks.concepts).not.toContain("weather");
  });
  it("draws what 'we' do when the opening sentence names no business", () => {
    const rowing = read("We row on the canal at dawn three days a week. Beginners welcome.", "others");
    expect(rowing.concepts[0]).toBe("rowing");
    // A business named in the opening sentence keeps its own concepts first.
    const shop = read("We sell kites and frisbees from a beach hut.", "retail-ecommerce");
    expect(shop.concepts[0]).not.toBe("selling");
  });
  it("ranks what the reader is told to bring with the setting, but not 'bring your own'", () => {
    const hike = read("Guided mushroom forays in the New Forest. Bring a basket and a knife.", "others");
    expect(hike.concepts.indexOf("mushroom")).toBeLessThan(hike.concepts.indexOf("basket"));
    expect(hike.offerings).not.toContain("basket");
    const refill = read("Refill shop: bring your own bottles for oil and vinegar.", "retail-ecommerce");
    expect(refill.offerings.join(" ")).toContain("bottles");
  });
  it("reads the places before a colon as where a person introduced after it works", () => {
    const chiropody = read(
      "Nursing homes and day centres around Bath: a visiting chiropodist who treats residents in their rooms.",
      "services",
    );
    expect(chiropody.business).toContain("chiropodist");
    expect(chiropody.concepts[0]).toBe("chiropodist");
    // Goods before the colon stay the business's own ("a luthier's bench" introduces no person).
    const guitars = read("Guitars set up and repaired: a luthier's bench in Leeds.", "services");
    expect(guitars.concepts[0]).toBe("guitar");
  });
  it("ranks the terms of a visit ('vouchers accepted', 'dogs welcome') after what is offered", () => {
    const cottage = read(
      "Holiday cottages by the sea, sleeping four. Dogs welcome. Gift vouchers accepted.",
      "others",
    );
    expect(cottage.concepts.indexOf("cottage")).toBeLessThan(cottage.concepts.indexOf("dog"));
    expect(cottage.offerings.join(" ")).not.toContain("voucher");
  });
  it("draws the goods a bank stocks before the bank", () => {
    const baby = read("A baby clothes bank run by volunteers at the church hall.", "others");
    expect(baby.concepts.indexOf("clothes")).toBeLessThan(baby.concepts.indexOf("bank"));
    const uniform = read("School uniform bank: blazers and jumpers for any family.", "others");
    expect(uniform.concepts[0]).toBe("school uniform");
  });
  it("ranks things named in an Indonesian opening question with the setting", () => {
    const mua = read("Mau lamaran? MUA khusus lamaran dan wisuda, datang ke rumah.", "services");
    expect(mua.concepts[0]).toBe("makeup artist");
  });
  it("reads Indonesian words for scooters, mechanics, fast boats, henna and Quran schools", () => {
    expect(read("Komunitas Vespa Depok, kopdar tiap Jumat.", "others").concepts).toContain("scooter");
    expect(read("Kursus montir mobil untuk lulusan SMK.", "services").concepts[0]).toBe("mechanic");
    expect(read("Fast boat ke Nusa Penida, berangkat jam 8.", "services").concepts[0]).toBe("speedboat");
    expect(read("Jasa henna pengantin di Bogor.", "services").concepts).toContain("henna");
    expect(read("Rumah tahfidz untuk anak yatim.", "others").concepts[0]).toBe("quran school");
  });
});

describe("fit18: software and online services", () => {
  it("reads 'lenses' as lens, the main spelling, and a participle after 'for' as an adjective", () => {
    const lenses = read("A marketplace for used camera lenses and bodies.", "digital-product");
    expect(lenses.concepts).toContain("lens");
    expect(lenses.concepts).not.toContain("lense");
    expect(lenses.concepts).not.toContain("use");
    // A plural whose "-e" form is a word of its own keeps it (a vase is no vas).
    expect(read("Handmade ceramic vases.", "retail-ecommerce").concepts).toContain("vase");
  });
  it("reads a marketplace or a portal as the kind of business, with its trade after 'for'", () => {
    const lenses = read("A marketplace for used camera lenses and bodies.", "digital-product");
    expect(lenses.concepts).not.toContain("marketplace");
    expect(lenses.concepts[0]).toBe("lens");
    expect(read("A portal for residents' associations.", "digital-product").concepts).not.toContain("portal");
  });
  it("draws a digital product's thing before the means it comes through ('audio stories')", () => {
    const stories = read("Audio bedtime stories for ages 3 to 7, read by real actors.", "digital-product");
    expect(stories.concepts.indexOf("story")).toBeLessThan(stories.concepts.indexOf("audio"));
    // A photo editor is about photos: the device heading the phrase keeps the means first.
    const editor = read("A photo editor for food bloggers.", "digital-product");
    expect(editor.concepts[0]).toBe("photo");
  });
  it("reads websites a business builds as what it makes, not as a generic word", () => {
    expect(read("We design and build Webflow sites for B2B startups.", "agency").concepts[0]).toBe("website");
    expect(read("Order cakes on our website.", "food-beverage").concepts).not.toContain("website");
  });
  it("reads IT in capitals before a noun as information technology, not the pronoun", () => {
    expect(read("Remote IT support for offices.", "services").concepts[0]).toBe("it");
    expect(read("We fix it fast.", "services").concepts).not.toContain("it");
  });
  it("reads a digital product's features after ', with' as what it has, not its trade", () => {
    const stories = read(
      "Audio bedtime stories for ages 3 to 7, with a sleep timer and a night mode.",
      "digital-product",
    );
    expect(stories.concepts).toContain("timer");
    expect(stories.offerings.join(" ")).not.toMatch(/timer/);
    expect(tradeConcepts(stories).has("timer")).toBe(false);
    expect(tradeConcepts(stories).has("story")).toBe(true);
  });
  it("reads the made thing a hyphenated modifier names ('a short-video agency'), not its manner", () => {
    expect(read("A short-video agency making content for skincare brands.", "agency").concepts[0]).toBe(
      "video",
    );
    expect(read("A full-service agency for hotels.", "agency").concepts).not.toContain("service");
    expect(read("Hand-made soaps from our kitchen.", "retail-ecommerce").concepts).not.toContain("made");
  });
  it("reads whom a business talks to on the client's behalf as no offering", () => {
    const labels = read(
      "Label design for small wineries. Illustration, lettering and print-ready files, and we talk to the printer so you don't have to.",
      "agency",
    );
    expect(labels.offerings.join(" ")).not.toMatch(/printer/);
    expect(tradeConcepts(labels).has("printer")).toBe(false);
    expect(labels.concepts[0]).toBe("label");
  });
  it("reads an Indonesian digital product's features after 'ada' as what it has, not its trade", () => {
    const invitations = read(
      "Bikin undangan pernikahan digital, pilih tema, share link ke tamu. Ada RSVP dan peta lokasi.",
      "digital-product",
    );
    expect(invitations.concepts).toContain("map");
    expect(invitations.offerings).not.toContain("map");
    expect(tradeConcepts(invitations).has("map")).toBe(false);
  });
});

describe("fit17b: where the work is done, and what goods suit", () => {
  it("reads a building or a room after 'in' as where the business works, not an offering", () => {
    const roastery = read(
      "We roast single-origin beans on a drum roaster in the old chapel, sold by the kilo.",
      "food-beverage",
    );
    expect(roastery.offerings.join(" ")).not.toContain("chapel");
    expect(tradeConcepts(roastery).has("chapel")).toBe(false);
    // "in" before what is not a building still says how it is had.
    const soap = read("Handmade soaps shipped in plastic-free tins.", "retail-ecommerce");
    expect(soap.offerings.join(" ")).toContain("tin");
    // A trade named after "specialise in" is the trade.
    const glass = read("We specialise in greenhouses and garden rooms.", "services");
    expect(glass.offerings.join(" ")).toContain("greenhouse");
  });
  it("reads Indonesian places listed after 'ke' or 'di' as where, and what goods suit as their use", () => {
    const pijat = read("Pijat bayi panggilan ke rumah atau apartemen di Bandung.", "services");
    expect(pijat.concepts).toEqual(["massage", "house", "apartment"]);
    expect(tradeConcepts(pijat).has("apartment")).toBe(false);
    const abon = read("Abon sapi asli Medan. Cocok buat nasi hangat atau roti.", "food-beverage");
    expect(abon.offerings).toEqual(["beef"]);
    expect(tradeConcepts(abon).has("bread")).toBe(false);
  });
});

describe("fit17b: a list sharing its last item's head", () => {
  it("reads singular items before a plural phrase as kinds of its head when one names a kind WordNet knows", () => {
    const farm = read("We grow oyster, lion's mane and shiitake mushrooms on straw.", "food-beverage");
    expect(farm.concepts[0]).toBe("mushroom");
    expect(farm.concepts).not.toContain("lion");
    expect(farm.concepts).not.toContain("mane");
    expect(farm.offerings).toContain("lion's mane mushrooms");
    expect(tradeConcepts(farm).has("oyster")).toBe(false);
    // Items naming no kind of the head share nothing: a pizza is no beer.
    const pizzeria = read("Pizza, pasta and craft beers by the harbour.", "food-beverage");
    expect(pizzeria.concepts[0]).toBe("pizza");
  });
});

describe("fit17b: the activity a client's own place is for", () => {
  it("reads the activity modifying 'your ...' as what the product serves, the place as setting", () => {
    const log = read(
      "Track every session at your climbing gym and share it with friends.",
      "digital-product",
    );
    expect(log.concepts[0]).toBe("climbing");
    expect(log.concepts.indexOf("gym")).toBeGreaterThan(0);
  });
});

describe("fit17b: the form a message takes", () => {
  it("reads the means of a message any business sends as its form, not a thing of the trade", () => {
    const walks = read("Dog walking in Leeds, with a photo report after every walk.", "services");
    expect(walks.concepts[0]).toBe("dog");
    expect(walks.concepts).not.toContain("photo");
    // A photographer's photos are the trade.
    expect(read("Photo prints and framing for pet owners.", "retail-ecommerce").concepts).toContain("photo");
  });
});

describe("fit20: a founder's story first, the business named late", () => {
  it("reads the business from the sentence that sums up, not the career before it", () => {
    const potatoes = read(
      "Bit of background first: I spent 12 years as a paramedic in the ambulance service. We trade at the market on Tuesdays. Basically we sell proper oven-baked jacket potatoes with crispy skins",
      "food-beverage",
    );
    // The dish WordNet names (a jacket potato), not a jacket.
    expect(potatoes.concepts[0]).toBe("jacket potato");
    expect(potatoes.concepts.indexOf("ambulance")).toBeGreaterThan(0);
    const cakes = read(
      "After almost 10 years as a nurse I finally turned my hobby into a business. Everything is baked at home. Mainly wedding cakes, tiered, delivered to the venue.",
      "food-beverage",
    );
    expect(cakes.concepts[0]).toBe("wedding cake");
    // The phrase before a summing-up word at the end: "garden fences mainly".
    const fences = read(
      "I did 12 years in the Royal Engineers, building bridges. Close board, picket and post and rail. We're fencing contractors, garden fences mainly",
      "services",
    );
    expect(fences.concepts[0]).toBe("fence");
    expect(fences.concepts.indexOf("bridge")).toBeGreaterThan(0);
  });

  it("reads a closing phrase with no verb that names a kind of business or a trade", () => {
    const canoes = read(
      "Hello! I'm the new volunteer secretary; we were set up in 1972 by Scout leaders. Sessions on Tuesdays. Canoe & kayak club, non-profit",
    );
    expect(canoes.concepts.slice(0, 2)).toEqual(["canoe", "kayak"]);
    const yachts = read(
      "Ex-investment banker here, 16 yrs in the City. We handle itineraries and marinas. Yacht charter brokers",
      "agency",
    );
    expect(yachts.concepts[0]).toBe("yacht");
    // A trailing list of platforms is no business: "iOS & Android".
    const crossword = read(
      "Background: I'm a retired GP and a crossword addict, with my tea. It's a crossword app: a new puzzle every day. iOS & Android, £2.99/month.",
      "digital-product",
    );
    expect(crossword.concepts[0]).toBe("crossword");
  });

  it("reads 'our' kind of business, or what the founder built, after the story", () => {
    const surf = read(
      "Back in 2012 I quit my job as an oil rig engineer. Our surf forecast app gives swell height and wind.",
      "digital-product",
    );
    expect(surf.concepts.indexOf("oil")).toBeGreaterThan(surf.concepts.indexOf("forecast"));
    expect(surf.concepts.indexOf("forecast")).toBeLessThan(surf.concepts.indexOf("rig"));
    const camp = read(
      "We ran a small campsite on our dairy farm for 15 years alongside the cows. So our son and I built a booking system for small campsites, with a map of your field.",
      "digital-product",
    );
    expect(camp.concepts.indexOf("cow")).toBeGreaterThan(camp.concepts.indexOf("booking"));
  });

  it("leaves a description that names its business first as it was", () => {
    const plasterer = read(
      "Plasterer with 15 years on the tools. Skimming and lime plaster. Mainly old cottages.",
      "services",
    );
    expect(plasterer.concepts[0]).toBe("plasterer");
  });

  it("looks for a story only in the opening sentence, or the one after a greeting", () => {
    // "of 15 years" in a second sentence is no story, and "lessons" there no business.
    const course = read(
      "Modern calligraphy and brush lettering, online. 30 short video lessons, printable practice sheets, and feedback from me, a lettering artist of 15 years.",
      "digital-product",
    );
    expect(course.concepts[0]).toBe("calligraphy");
    const advice = read(
      "Free debt advice for families behind on rent: we draw up a budget together. Trained volunteers in Glasgow.",
      "services",
    );
    expect(advice.concepts[0]).not.toBe("volunteer");
    const joiner = read(
      "Honestly never thought I'd be writing this!! Worked as a chef for 15 years in hotel kitchens. Now I fit wardrobes and shelves. Carpenter & joiner, one man band.",
      "services",
    );
    expect(joiner.concepts[0]).toBe("carpenter");
  });

  it("keeps a retired trade with the story", () => {
    const ginger = read(
      "Hi I'm Tom, retired firefighter and now a very amateur baker who makes way too much gingerbread.",
      "food-beverage",
    );
    expect(ginger.concepts[0]).not.toBe("firefighter");
    expect(ginger.concepts.indexOf("firefighter")).toBeGreaterThan(ginger.concepts.indexOf("gingerbread"));
  });

  it("reads a lowercase people's name before a noun as where it comes from, not a thing", () => {
    expect(read("basically I make french macarons, small batch", "food-beverage").concepts).not.toContain(
      "french",
    );
    // "dental" is a consonant to WordNet, not a people; "junior" a kind of person.
    expect(read("Family dental practice. Checkups and whitening.", "services").concepts[0]).toBe("tooth");
    expect(read("Village tennis club, four courts, junior coaching on Saturdays.").concepts).toContain(
      "junior",
    );
  });

  it("reads a verb form before a kind of business as the noun it is about", () => {
    const bowls = read("Lawn bowls club, all ages welcome!");
    expect(bowls.business).toContain("bowls club");
  });

  it("does not carry a negation across a bracket", () => {
    const donkeys = read("Grooming sessions for visitors, pony rides NO (donkeys only!), tea room.");
    expect(donkeys.avoid).not.toContain("donkey");
  });
});

describe("fit20: Indonesian founders' stories and casual writing", () => {
  it("reads the business from the sentence that sums up after the founder's story", () => {
    const noodles = read(
      "Halo kak, cerita dikit ya, dulu aku kerja kantoran di Sudirman 7 thn dan tiap hari pulang malem. Sekarang buka usaha bareng suami di depan rumah. Menu: es teh manis, es jeruk. Pokoknya jualan mie ayam yg rasanya mantap",
      "food-beverage",
    );
    expect(noodles.concepts[0]).toBe("chicken noodle");
    expect(noodles.concepts).not.toContain("story");
    const fish = read(
      "Cerita singkat: bapak saya nelayan, saya bantu di kapal. Ikan segar tiap pagi: cumi, udang. Intinya warung ikan bakar seafood, parkir luas",
      "food-beverage",
    );
    expect(fish.concepts[0]).toBe("grilled fish");
    // The goods right after "jualan", not premises said further on ("anak sekolah").
    const sausages = read(
      "Sebelumnya aku driver ojol 3 tahun. Harga mulai 5rb aja. Jualan sosis bakar kekinian, cocok buat anak sekolah",
      "food-beverage",
    );
    expect(sausages.concepts[0]).toBe("sausage");
  });

  it("leaves a description that opens with its business as it was", () => {
    const brief = read("Warung ikan bakar di Muara Angke. Intinya murah.", "food-beverage");
    expect(brief.concepts[0]).toBe("grilled fish");
  });

  it("reads a capitalised name after a word of an address as the place", () => {
    const brief = read("Jualan mie ayam di depan rumah, daerah Pondok Kopi, buka jam 10.", "food-beverage");
    expect(brief.concepts).not.toContain("coffee");
    expect(brief.place).toBe("Pondok Kopi");
  });

  it("reads a cue written with '-nya' as the cue", () => {
    const brief = read("Donat kentang lembut. Toppingnya keju, meses dan gula halus.", "food-beverage");
    expect(brief.concepts[0]).toBe("doughnut");
    expect(brief.concepts.indexOf("cheese")).toBeGreaterThan(0);
  });
});

describe("fit20: an address names a place, not the reader", () => {
  it("reads no pronoun after a word of an address as a place", () => {
    const brief = read("Les renang privat untuk anak, pelatih datang ke kolam perumahan Anda.", "services");
    expect(brief.place).not.toBe("Anda");
  });
});

describe("fit21: everyday Indonesian trades", () => {
  it("reads the thing after 'es' as the goods of an iced drink, not ice", () => {
    const tebu = read("Es tebu peras langsung, segar tanpa pengawet.", "food-beverage");
    expect(tebu.concepts.slice(0, 2)).toEqual(["sugarcane", "drink"]);
    expect(tebu.concepts).not.toContain("ice");
    // Phrases the glossary lists whole keep their reading; "es" alone is ice.
    expect(read("Jual es krim rumahan rasa durian dan nangka.", "food-beverage").concepts[0]).toBe(
      "ice cream",
    );
    expect(read("Pabrik es balok untuk nelayan.", "food-beverage").concepts[0]).toBe("ice");
  });

  it("reads whom the business serves after 'melayani' as clients, people and premises alike", () => {
    const tempe = read(
      "Tempe buatan rumahan di Malang. Melayani pedagang pasar dan katering.",
      "food-beverage",
    );
    expect(tempe.business).toBe("a tempeh producer");
    expect(tempe.concepts).not.toContain("catering");
    expect(tempe.concepts).not.toContain("market");
  });

  it("ranks what the goods are wrapped in with the setting", () => {
    const tempe = read("Tempe bungkus daun, kedelai pilihan.", "food-beverage");
    expect(tempe.concepts.at(-1)).toBe("leaf");
  });

  it("passes over 'jadwal' after an app to what it schedules, and reads vehicles and papers", () => {
    const ronda = read("Aplikasi jadwal ronda untuk RT/RW: giliran jaga malam.", "digital-product");
    expect(ronda.concepts[0]).toBe("night patrol");
    const stnk = read("Biro jasa perpanjang STNK dan mutasi kendaraan.", "agency");
    expect(stnk.concepts).toEqual(expect.arrayContaining(["vehicle", "vehicle registration"]));
    expect(read("Paguyuban becak wisata Malioboro.", "others").concepts[0]).toBe("pedicab");
    expect(read("Warung makan dekat terminal bus.", "food-beverage").concepts[0]).toBe("eatery");
  });
});

describe("fit24: a hyphenated two-word name", () => {
  it("reads a name the compound list holds as that name, however it is joined", () => {
    expect(read("Team-building days for companies.", "agency").concepts[0]).toBe("team building");
    expect(read("Winter tree-planting days for volunteers.", "others").concepts[0]).toBe("tree planting");
    // A hyphenated participle the list does not hold still only describes ("hand-folding").
    expect(read("A dumpling bar hand-folding pork dumplings.", "food-beverage").concepts).not.toContain(
      "hand",
    );
  });

  it("reads corn dogs, Christmas lights and litter picks as one thing each", () => {
    expect(read("Korean corn dogs on a stick.", "food-beverage").concepts[0]).toBe("corn dog");
    expect(read("We hang Christmas lights on houses.", "services").concepts[0]).toBe("christmas light");
    expect(read("Volunteer litter picks along the river.", "others").concepts[0]).toBe("litter pick");
  });
});

describe("fit24: words the tagger reads in another part of speech", () => {
  it("reads a comparative after a noun, ending its phrase, as the worker", () => {
    expect(read("App to book a vetted home cleaner by the hour.", "digital-product").concepts[0]).toBe(
      "cleaner",
    );
  });

  it("reads a third person after a noun, before 'and' and a noun, as the first goods listed", () => {
    const logs = read("Kiln-dried hardwood logs and kindling delivered by the crate.", "retail-ecommerce");
    expect(logs.concepts[0]).toBe("log");
    // A verb that is followed by another verb stays a verb.
    expect(read("Our studio builds and maintains websites.", "agency").concepts).not.toContain("build");
  });

  it("keeps a two-letter acronym the lexicon knows as a made thing", () => {
    expect(read("TV wall mounting with cables hidden.", "services").concepts[0]).toBe("tv");
    expect(read("A UK agency for brands.", "agency").concepts).not.toContain("uk");
  });

  it("reads an opening 'X of Y' before a gerund as the work's modifier", () => {
    expect(read("End of tenancy cleaning for tenants: ovens and carpets.", "services").concepts[0]).toBe(
      "cleaning",
    );
    expect(read("Out of hours plumbing across Leeds.", "services").concepts).toEqual(["plumbing"]);
    // Not before a thing: a cup of tea stays a cup.
    expect(read("Cup of tea and cake in the garden.", "food-beverage").concepts[0]).toBe("cup");
  });

  it("reads a noun after the client's possessive as their thing, not a verb", () => {
    expect(read("Reminders for your garden each month.", "digital-product").concepts).toContain("garden");
  });

  it("reads rice balls as one food", () => {
    expect(read("Sicilian arancini: saffron rice balls fried to order.", "food-beverage").concepts).toContain(
      "rice ball",
    );
    expect(
      read("Sicilian arancini: saffron rice balls fried to order.", "food-beverage").concepts,
    ).not.toContain("ball");
  });
});

describe("fit24: Indonesian words of home, property and community work", () => {
  it("reads termites, pick-ups, an EO, kerak telor and the Independence Day contests", () => {
    expect(read("Jasa basmi rayap untuk rumah dan kantor.", "services").concepts[0]).toBe("termite");
    expect(read("Sewa pick up untuk pindahan rumah.", "services").concepts[0]).toBe("pickup truck");
    expect(read("EO untuk gathering kantor.", "agency").concepts[0]).toBe("event organiser");
    expect(read("Kerak telor khas Betawi.", "food-beverage").concepts[0]).toBe("egg");
    expect(
      read("Panitia lomba 17 Agustus RT 03: balap karung, makan kerupuk dan tarik tambang.", "others")
        .concepts[0],
    ).toBe("independence day");
  });

  it("reads a villa and a cart as premises: not the trade of an agency or a seller", () => {
    const bali = read("Agensi digital di Bali, kelola iklan buat villa dan resort.", "agency");
    expect(bali.concepts[0]).toBe("advertising");
    // A cart is where the goods are sold from: what it sells comes first, here shaved ice.
    const doger = read(
      "Gerobak es doger keliling kompleks di Bekasi: es serut, tape singkong, alpukat dan sirup merah.",
      "food-beverage",
    );
    expect(doger.concepts[0]).toBe("shaved ice");
    expect(doger.concepts).not.toContain("cart");
  });
});

describe("fit21: dishes named with a word of another kind", () => {
  it("reads two nouns WordNet lists as one food, the first no ingredient, as that dish", () => {
    const van = read(
      "Jacket potato van at the market: oven-baked spuds with cheese and beans.",
      "food-beverage",
    );
    expect(van.concepts[0]).toBe("jacket potato");
    expect(van.concepts).not.toContain("jacket");
    // An ingredient first keeps its own concept: peanut butter is peanuts and butter.
    expect(read("Small-batch peanut butter and almond spreads.", "food-beverage").concepts).not.toContain(
      "peanut butter",
    );
  });
});

describe("fit21: a list after a colon", () => {
  it("reads its first item's plural as a noun, though the tagger read it as a verb", () => {
    const shop = read(
      "Architectural ironmongery: door handles, hinges, letter plates and knockers in brass.",
      "retail-ecommerce",
    );
    expect(shop.offerings).toContain("door handles");
    expect(shop.concepts).toContain("handle");
  });
});

describe("a founder who says what they are before telling their story", () => {
  it("keeps the business the opening introduces, whatever the sentences after it sell", () => {
    const cases: Array<[string, CategoryId, string]> = [
      [
        "I'm a wedding photographer and I was a teacher before. We make albums too.",
        "services",
        "photographer",
      ],
      [
        "We are a dog grooming salon in Bristol, open since 2010 and we were the first in town. Basically we love dogs.",
        "services",
        "salon",
      ],
      [
        "I run a small bakery in York, and I spent years in banking. We make sourdough, cakes and coffee.",
        "food-beverage",
        "bakery",
      ],
      [
        "Our florist shop has been here 30 years. We make bouquets for weddings.",
        "retail-ecommerce",
        "florist",
      ],
    ];
    for (const [description, category, business] of cases)
      expect(read(description, category).business, description).toContain(business);
    // "Our story" is no business: the story is still told first.
    const story = read(
      "Our story began when I spent 12 years as a paramedic. Basically we sell jacket potatoes.",
      "food-beverage",
    );
    expect(story.concepts[0]).toBe("jacket potato");
  });
});

describe("Indonesian abbreviations and iced drinks", () => {
  it("reads no sentence end at an abbreviation's dot ('Jl. Sudirman')", () => {
    expect(read("Toko di Jl. Sudirman Jakarta. Jual sepatu.", "retail-ecommerce").place).toBe(
      "Jl Sudirman Jakarta",
    );
  });

  it("adds a drink only for the thing right after 'es'", () => {
    const shoes = read(
      "Dulu aku kerja kantoran. Sekarang jualan es jam 7 pagi sampai malam. Toko sepatu murah.",
      "retail-ecommerce",
    );
    expect(shoes.concepts).not.toContain("drink");
  });
});

describe("fit23: Indonesian flavours, patterns and owners' everyday words", () => {
  it("reads the list a colon opens after 'rasa' as flavours, no goods of their own", () => {
    const chips = read(
      "keripik pisang lampung aneka rasa: coklat, keju, balado, original. grosir & eceran.",
      "food-beverage",
    );
    expect(chips.concepts.slice(0, 2)).toEqual(["chips", "banana"]);
    expect(chips.offerings).not.toContain("chocolate");
    expect(chips.offerings).not.toContain("cheese");
    expect(tradeConcepts(chips).has("chocolate")).toBe(false);
    // A filling stays an offering: "isi udang" is inside the goods.
    expect(read("Lumpia isi rebung dan udang.", "food-beverage").offerings).toContain("shrimp");
  });

  it("reads a cue the list runs on from at once as part of a dish's name ('tahu isi, pisang goreng')", () => {
    const fritters = read("Gorengan anget: bakwan, tahu isi, pisang goreng.", "food-beverage");
    expect(fritters.offerings).toContain("fried banana");
  });

  it("ranks what goods are patterned or dyed with after the goods, whatever the category", () => {
    const cloth = read(
      "Kain tenun ikat Sumba. Motif kuda, udang & mamuli, pewarna alami (akar mengkudu, nila).",
      "retail-ecommerce",
    );
    expect(cloth.concepts[0]).toBe("woven cloth");
    expect(cloth.offerings).not.toContain("horse");
    expect(cloth.concepts.indexOf("horse")).toBeGreaterThan(cloth.concepts.indexOf("ikat"));
  });

  it("reads capitalised names after 'lokasi' as where, not as things (Batu is no stone)", () => {
    const trips = read("EO gathering kantor & outbound. Lokasi Puncak, Lembang, Batu.", "agency");
    expect(trips.place).toBe("Puncak Lembang Batu");
    expect(trips.concepts).not.toContain("stone");
    expect(trips.concepts[0]).toBe("event organiser");
  });

  it("knows owners' everyday words: a circumcision house is a clinic, 'luar pulau' no island", () => {
    expect(read("Rumah sunat modern untuk anak & dewasa.", "services").concepts).not.toContain("house");
    expect(read("Servis TV LED dan LCD panggilan.", "services").concepts[0]).toBe("television");
    expect(read("Budidaya lele dan bandeng di kolam terpal.", "others").concepts).toEqual(
      expect.arrayContaining(["catfish", "milkfish"]),
    );
    expect(read("Jasa fotokopi, cetak foto dan jilid.", "services").concepts).not.toContain("photo");
    expect(read("Sewa alat berat: excavator, bulldozer, crane.", "digital-product").concepts).toEqual(
      expect.arrayContaining(["heavy equipment", "excavator", "construction crane"]),
    );
    expect(
      read("Mebel ukir Jepara, kirim untuk pembeli luar pulau.", "retail-ecommerce").concepts,
    ).not.toContain("island");
    // Lebaran is when goods are bought or a service runs, no thing to draw.
    expect(read("Henna pengantin dan henna Lebaran.", "services").concepts).not.toContain("eid");
    expect(read("Jasa baby sitter infal selama Lebaran.", "services").concepts).toEqual(["babysitter"]);
    // Food brought home as a gift says how goods are sold, not what they are.
    expect(
      read("Lumpia isi rebung. Ada versi frozen buat oleh-oleh.", "food-beverage").concepts,
    ).not.toContain("souvenir");
  });
});

describe("fit23: extras the buyer may add", () => {
  it("reads what follows 'tambah' as an extra, no offering, but a trade-in as written", () => {
    const jeep = read("Sewa jeep Bromo sunrise, maks 6 orang. Bisa tambah kuda & porter.", "services");
    expect(jeep.concepts[0]).toBe("jeep");
    expect(jeep.offerings).not.toContain("horse");
    expect(tradeConcepts(jeep).has("horse")).toBe(false);
    // "tukar tambah": a trade-in, what follows is sold.
    expect(read("Toko HP bekas, tukar tambah laptop dan kamera.", "retail-ecommerce").offerings).toEqual([
      "laptop",
      "camera",
    ]);
  });
});

describe("fit23: a means listed on", () => {
  it("reads every item of a list after 'pakai' as the means, past a word describing the first", () => {
    const ride = read("Komunitas sepeda onthel Jogja, gowes tiap Minggu pakai sepeda tua dan baju jadul.");
    expect(ride.offerings).not.toContain("clothes");
    expect(ride.concepts.indexOf("clothes")).toBeGreaterThan(ride.concepts.indexOf("bicycle"));
    // A comma ends the means: what follows is sold again.
    expect(read("Antar pakai motor, dan jual helm.", "retail-ecommerce").concepts[0]).toBe("helmet");
  });
});

describe("fit22: apps described by what their users do", () => {
  it("reads 'never miss' and 'don't forget' as what the product is about, not what to avoid", () => {
    const bins = read("Never miss bin day. Reminders for your street's recycling collections.", "others");
    expect(bins.avoid).toEqual([]);
    expect(bins.concepts[0]).toBe("bin");
    expect(read("Don't forget your vitamins: a reminder app.", "digital-product").avoid).toEqual([]);
    // Without a verb of lacking the negation still avoids.
    expect(read("Never plastic: refills of soap in glass jars.", "retail-ecommerce").avoid).toContain(
      "plastic",
    );
  });

  it("draws a software product's users by what they keep or practise ('for dog owners')", () => {
    const walks = read("GPS walk tracker for dog owners: records each walk's route.", "digital-product");
    expect(walks.concepts[0]).toBe("dog");
    expect(walks.audience).toEqual(["dog owners"]);
    const groomers = read("Booking and client records for dog groomers.", "digital-product");
    expect(groomers.concepts[0]).toBe("dog");
    // A gerund the tagger cut from its phrase, and an item listed before the people it shares.
    expect(read("Diary and payments app for driving instructors.", "digital-product").concepts[0]).toBe(
      "driving",
    );
    expect(
      read(
        "Job management for plumbing and heating engineers, plus boiler reminders.",
        "digital-product",
      ).concepts.slice(0, 2),
    ).toEqual(["plumbing", "heating"]);
    // People listed together are people, not what their users keep.
    const tides = read("Tide and wind forecasts for surfers, sailors and fishermen.", "digital-product");
    expect(tides.concepts[0]).toBe("tide");
    // Only software: a shop for dog owners is still drawn by what it sells.
    expect(read("A shop selling leads and collars for dog owners.", "retail-ecommerce").concepts[0]).not.toBe(
      "dog",
    );
  });

  it("reads a later food as the one the first concept names with it ('coffee ... beans')", () => {
    const timer = read(
      "Pour-over coffee timer for home baristas: weigh your beans and follow the pours.",
      "digital-product",
    );
    expect(timer.concepts).toContain("coffee bean");
    expect(timer.concepts).not.toContain("bean");
    // A chicken salad is a salad: the word alone says it already; and only the first concept names.
    expect(read("Rotisserie chicken with salad and rice.", "food-beverage").concepts).not.toContain(
      "chicken salad",
    );
    expect(read("Jerk chicken, rice and peas, ginger beer.", "food-beverage").concepts).not.toContain(
      "rice beer",
    );
  });

  it("reads Discord servers as a platform's places, not computers", () => {
    const discord = read("We run Discord servers for indie game studios.", "agency");
    expect(discord.concepts[0]).toBe("social media");
    // A server elsewhere is still the computer.
    expect(read("We rent servers for game studios.", "digital-product").concepts).toContain("server");
  });

  it("reads a capitalised two-word noun WordNet lists as one thing ('British Sign Language')", () => {
    const course = read("Learn British Sign Language online with short video lessons.", "digital-product");
    expect(course.concepts[0]).toBe("sign language");
  });

  it("reads an Indonesian game by what is played ('game memasak')", () => {
    const cooking = read("Game memasak untuk anak: masak nasi goreng dan sate.", "digital-product");
    expect(cooking.concepts[0]).toBe("cooking");
    expect(cooking.concepts).toContain("game");
  });

  it("reads the App Store as one thing", () => {
    expect(
      read("We help app makers get found in the App Store: keywords and screenshots.", "agency").concepts,
    ).toContain("app store");
  });

  it("reads 'cuci AC' as cleaning an air conditioner, not washing", () => {
    const ac = read("Teknisi servis AC ke rumah: cuci AC, isi freon.", "services");
    expect(ac.concepts).toContain("air conditioner");
    expect(ac.concepts).not.toContain("washing");
  });

  it("reads a daily journal app in Indonesian", () => {
    expect(
      read("Aplikasi jurnal harian untuk menulis hal yang kamu syukuri.", "digital-product").concepts,
    ).toContain("journal");
  });
});

describe("two nouns WordNet names as one kind of money", () => {
  it("reads pocket money, a credit card and petty cash as one thing each, not a pocket or a card", () => {
    const kids = read(
      "Pocket money app for kids: parents send allowance, children save up for goals.",
      "digital-product",
    );
    expect(kids.concepts[0]).toBe("pocket money");
    expect(kids.concepts).not.toContain("pocket");
    expect(read("A credit card app.", "digital-product").concepts).toEqual(["credit card"]);
    expect(read("Petty cash tracking for small offices.", "digital-product").concepts).toContain(
      "petty cash",
    );
    // A trade and its kind of business stay apart: a law firm is not one possession.
    expect(read("A small law firm in Leeds.", "agency").concepts).not.toContain("law firm");
  });
});

describe("an order before the thing just named", () => {
  it("reads a word after a comma before 'it' or 'them' as an order, not a thing ('log it' is no log)", () => {
    const survey = read(
      "Citizen-science app: spot a hedgehog in your garden, log it, and help the national hedgehog count.",
      "others",
    );
    expect(survey.concepts[0]).toBe("hedgehog");
    expect(survey.concepts).not.toContain("log");
    expect(read("Record real sessions, replay them in a browser.", "digital-product").concepts).not.toContain(
      "replay",
    );
  });
});

describe("how a thing is made or done, before it", () => {
  it("reads 'DIY' before a trade or its goods as how, not as tools to draw", () => {
    const pests = read(
      "DIY pest control supplies online: mouse traps, ant bait and wasp traps.",
      "retail-ecommerce",
    );
    expect(pests.concepts[0]).toBe("pest control");
    expect(pests.concepts).not.toContain("diy");
    // A DIY store is drawn by what it sells.
    expect(read("A DIY store selling tools and timber.", "retail-ecommerce").concepts[0]).toBe("tool");
  });
});

describe("readings kept to what they were meant for", () => {
  it("keeps a verb of losing only with what is someone's ('never lose your keys', not 'lose sleep')", () => {
    const tax = read(
      "Don't lose sleep over your tax return. A small accounting firm doing bookkeeping for sole traders.",
      "services",
    );
    expect(tax.concepts).not.toContain("sleep");
    expect(tax.avoid).toContain("sleep");
    const keys = read("Never lose your keys again: a small tracker tag and app.", "digital-product");
    expect(keys.avoid).toEqual([]);
    expect(keys.concepts).toContain("key");
  });

  it("never avoids the client's own thing after a negated verb ('we never leave your dog alone')", () => {
    const walks = read(
      "Dog walking and home boarding in Bristol; we never leave your dog alone.",
      "services",
    );
    expect(walks.avoid).not.toContain("dog");
    expect(walks.concepts[0]).toBe("dog");
    // What the business itself never uses is still avoided.
    expect(read("Eco cleaning: we never use harsh chemicals in your home.", "services").avoid).toContain(
      "chemical",
    );
  });

  it("keeps a verb never tagged a noun a verb before a list ('sells, repairs and rents bikes')", () => {
    const bikes = read("Our shop sells, repairs and rents bikes in Oxford.", "retail-ecommerce");
    expect(bikes.concepts).not.toContain("sell");
    expect(bikes.concepts[0]).toBe("bike");
  });

  it("reads cat litter as one thing, not rubbish beside a cat", () => {
    const shop = read("A pet shop selling cat litter, dog food and toys.", "retail-ecommerce");
    expect(shop.concepts[0]).toBe("cat litter");
  });

  it("reads no later food as a food of the first that is the first itself ('pizza, pies')", () => {
    const van = read("Pizza van: pizza, pies and garlic bread.", "food-beverage");
    expect(van.concepts).toContain("pie");
    expect(van.concepts).not.toContain("pizza pie");
  });

  it("reads 'pick up' as the truck only when hired, driven or listed with a truck", () => {
    const laundry = read("Laundry kiloan di Depok, gratis pick up dan antar ke rumah.", "services");
    expect(laundry.concepts).not.toContain("pickup truck");
    const ac = read("Jasa servis AC panggilan, bisa pick up unit ke bengkel kami.", "services");
    expect(ac.concepts).not.toContain("pickup truck");
    expect(read("Penitipan kucing dan grooming, ada pick up.", "services").concepts).not.toContain(
      "pickup truck",
    );
    const moving = read("Jasa angkut barang pakai pick up dan engkel, bisa ke luar kota.", "services");
    expect(moving.concepts[0]).toBe("pickup truck");
    expect(read("Jasa pindahan rumah, truk atau pick up, bisa luar kota.", "services").concepts).toContain(
      "pickup truck",
    );
  });

  it("reads premises right after selling or renting as the goods ('sewa villa', 'jual gerobak')", () => {
    expect(read("Sewa villa di Batu untuk rombongan, kapasitas 30 orang.", "services").concepts[0]).toBe(
      "villa",
    );
    expect(
      read("Jual gerobak angkringan dan gerobak bakso, bisa custom.", "retail-ecommerce").concepts,
    ).toContain("cart");
    // Not after 'buat': an agency's villas are its clients.
    expect(read("Agensi digital di Bali, kelola iklan buat villa dan resort.", "agency").concepts[0]).toBe(
      "advertising",
    );
  });

  it("reads 'telor', the spoken spelling of 'telur', in the names eggs are sold by", () => {
    expect(read("Jual telor asin dan telor ayam kampung.", "food-beverage").concepts).toEqual([
      "salted egg",
      "egg",
    ]);
  });

  it("reads a platform's places after its name as the platform, not computers ('Discord servers')", () => {
    const discord = read("We run Discord servers for indie game studios.", "agency");
    expect(discord.concepts[0]).toBe("social media");
    expect(discord.concepts).not.toContain("server");
    expect(read("We rent servers for game studios.", "digital-product").concepts).toContain("server");
  });

  it("reads an Indonesian game that heads no digital product as goods ('toko game', 'rental PS')", () => {
    expect(
      read("Toko game dan voucher game online, top up diamond murah.", "retail-ecommerce").concepts[0],
    ).toBe("game");
    expect(read("Rental PS dan game console, buka sampai malam.", "services").concepts).toContain("game");
  });

  it("ranks what a dish is stuffed, filled or topped with after the dish, in any sentence", () => {
    const pupusa = read(
      "Salvadoran pupusas at the Sunday market. Stuffed by hand with cheese and loroco, cooked on the comal.",
      "food-beverage",
    ).concepts;
    expect(pupusa[0]).toBe("pupusa");
    expect(pupusa.indexOf("cheese")).toBeGreaterThan(pupusa.indexOf("comal"));
    const chow = read(
      "Bunny chow from our window: half a loaf hollowed out and filled with mutton or bean curry.",
      "food-beverage",
    ).concepts;
    expect(chow[0]).toBe("bunny chow");
    expect(chow.indexOf("mutton")).toBeGreaterThan(chow.indexOf("loaf"));
  });

  it("reads a slope or a green the business stands on as where it is, as a road", () => {
    const eclair = read(
      "Éclairs and choux buns. Little shop on the slopes of the Croix-Rousse.",
      "food-beverage",
    ).concepts;
    expect(eclair[0]).toBe("éclair");
    expect(eclair.indexOf("slope")).toBeGreaterThan(eclair.indexOf("choux bun"));
  });

  it("reads a regional dish or drink in Indonesian as what it is", () => {
    expect(read("Coto Makassar, jeroan sapi kuah kacang.", "food-beverage").concepts[0]).toBe("soup");
    expect(read("Bajigur dan bandrek panas keliling tiap malam.", "food-beverage").concepts[0]).toBe(
      "hot drink",
    );
  });

  it("reads two words WordNet lists as one noun, the first no English noun alone, as one thing", () => {
    expect(read("Crème brûlée from a cart on the Southbank.", "food-beverage").concepts[0]).toBe(
      "crème brûlée",
    );
    expect(read("Feng shui consultations for homes.", "services").concepts[0]).toBe("feng shui");
    // A first word that is an English noun keeps its own reading ("chocolate cake" is cake).
    expect(read("Chocolate cake from a cart.", "food-beverage").concepts).not.toContain("chocolate cake");
  });

  it("reads an adjective ending a phrase after a preposition and an article as its noun ('on the cricket green')", () => {
    const fest = read(
      "Our village Oktoberfest on the cricket green: beer tent, bratwurst and pretzels.",
      "others",
    ).concepts;
    // Where the fete is, after what it offers.
    expect(fest[0]).toBe("tent");
    expect(fest.indexOf("cricket")).toBeGreaterThan(fest.indexOf("pretzel"));
  });

  it("reads what an Indonesian food is made from ('dari daun cincau') as no goods of its own", () => {
    const cincau = read("Es cincau hijau dari daun cincau asli, santan dan gula aren.", "food-beverage");
    expect(cincau.concepts[0]).toBe("iced drink");
    expect(cincau.offerings).not.toContain("leaf");
    // A place after "dari" is where the goods come from, as before.
    expect(read("Kopi arabika dari Gayo, sangrai sendiri.", "food-beverage").place).toBe("Gayo");
  });

  it("reads a sentence opening with a verb's '-s' form before how far it reaches as that verb", () => {
    const dates = read("Medjool dates by the box and date syrup. Ships UK-wide.", "retail-ecommerce");
    expect(dates.concepts).not.toContain("ship");
    // The goods a sentence names before it are still read.
    expect(read("Model ships and boats. Ships nationwide.", "retail-ecommerce").concepts[0]).toBe("ship");
    // A word used mostly as a noun names the goods sent.
    expect(read("Cakes nationwide.", "food-beverage").concepts).toEqual(["cake"]);
    expect(read("Flowers UK-wide.", "retail-ecommerce").concepts).toEqual(["flower"]);
    expect(read("Books worldwide. Rare first editions.", "retail-ecommerce").concepts[0]).toBe("book");
  });

  it("reads a language taught as language, not its people's things nor a fruit of its name", () => {
    expect(read("Mandarin classes on Saturdays for teenagers.", "services").concepts[0]).toBe("language");
    expect(read("Arabic tutoring online.", "services").concepts[0]).toBe("language");
    const japanese = read("Japanese for beginners on Tuesday evenings at the library.", "services");
    expect(japanese.concepts[0]).toBe("language");
    expect(japanese.concepts).not.toContain("japanese");
    // A cuisine or a list of events is no language learnt.
    expect(read("Italian mostly but I do Japanese too.", "services").concepts).not.toContain("language");
    expect(read("Events agency. Conferences, launches and offsites.", "agency").concepts).not.toContain(
      "language",
    );
    expect(read("Fresh Mandarin oranges from the orchard.", "food-beverage").concepts).not.toContain(
      "language",
    );
    // A people's name for beginners is their cooking when the sentence names food or cookery.
    expect(
      read("Indian for beginners: mild curries, naan and lassi.", "food-beverage").concepts,
    ).not.toContain("language");
    expect(
      read("Thai for beginners: a cookery class with a market tour.", "services").concepts,
    ).not.toContain("language");
  });

  it("reads the field a group's people work in as what the group is about ('for women in engineering')", () => {
    const network = read(
      "Network for women in civil engineering: mentoring pairs, site visits and an annual dinner.",
    );
    expect(network.concepts[0]).toBe("engineering");
    expect(network.audience).toEqual(["women"]);
    // A place after the people is where they are.
    expect(read("Yoga for women in Leeds.", "services").concepts).toEqual(["yoga"]);
    // A business selling a thing is drawn by it, its buyers' field after.
    expect(read("Packed lunches for workers in construction and farming.", "food-beverage").concepts[0]).toBe(
      "lunch",
    );
  });

  it("reads a sentence opening with a noun and a gerund as an activity ('Life drawing every Thursday')", () => {
    expect(read("Life drawing every Thursday in the back room of a pub.", "services").concepts[0]).toBe(
      "drawing",
    );
    expect(read("Rock climbing every Thursday at the quarry.").concepts).toContain("climbing");
  });

  it("reads Indonesian words of quizzes, history, abacus and scholarships", () => {
    expect(read("Aplikasi kuis sejarah untuk pelajar SMP.", "digital-product").concepts).toEqual([
      "quiz",
      "history",
    ]);
    expect(read("Les sempoa untuk anak SD di Bekasi.", "services").concepts[0]).toBe("abacus");
  });

  it("reads the generic word before a course as what is taught ('a design course', 'Bootcamp UI/UX')", () => {
    expect(read("A design course for beginners.", "services").concepts[0]).toBe("design");
    expect(read("Design bootcamp, twelve weeks online.", "services").concepts[0]).toBe("design");
    expect(read("Marketing workshops for small businesses.", "services").concepts[0]).toBe("marketing");
    // A course naming a thing of its own keeps it first.
    expect(read("Drum lessons for kids.", "services").concepts[0]).toBe("drum");
    expect(
      read(
        "Bootcamp UI/UX online 3 bulan, dari riset pengguna sampai prototipe, dibimbing mentor dari startup.",
        "services",
      ).concepts[0],
    ).toBe("interface design");
  });

  it("reads the thing before its repair as a thing, though the tagger calls it a verb ('Watch repair')", () => {
    expect(read("Watch repair and servicing while you wait.").concepts[0]).toBe("watch");
    expect(read("Our watch repair service is quick and cheap.").concepts[0]).toBe("watch");
    // An order before a plural stays an order.
    expect(read("We book repairs online.").concepts).not.toContain("book");
  });

  it("reads an '-f' noun's '-ves' plural as that noun ('silk scarves'), not a '-ve' word", () => {
    expect(read("Natural-dyed silk scarves in small batches.", "retail-ecommerce").concepts[0]).toBe("scarf");
    expect(read("Sourdough loaves and oak shelves.", "retail-ecommerce").concepts).toEqual(
      expect.arrayContaining(["loaf", "shelf"]),
    );
    // A '-ve' noun of its own keeps its spelling.
    expect(read("Wool gloves and olive oil.", "retail-ecommerce").concepts[0]).toBe("glove");
  });

  it("draws the made thing before a part of it ('bicycle frames', 'guitar strings')", () => {
    expect(
      read("Custom steel bicycle frames, built to your measurements.", "retail-ecommerce").concepts.slice(
        0,
        2,
      ),
    ).toEqual(["bicycle", "frame"]);
    expect(read("We sell guitar strings and piano parts.", "retail-ecommerce").concepts[0]).toBe("guitar");
    // Goods that are no part lead as before.
    expect(read("Japanese kitchen knives.", "retail-ecommerce").concepts[0]).toBe("knife");
    // A frame holds a picture or a photo, which is no made thing it is a part of.
    expect(read("Bespoke picture frames and fine art prints.", "retail-ecommerce").concepts[0]).toBe("frame");
    expect(read("Handmade photo frames and mounts in oak.", "retail-ecommerce").concepts[0]).toBe("frame");
  });

  it("reads Indonesian palm sugar, smiths' blades and sewing machines by their own words", () => {
    expect(read("Gula semut organik dari Banten.", "food-beverage").concepts[0]).toBe("palm sugar");
    expect(read("Gula aren cetak dari pohon aren.", "food-beverage").concepts).not.toContain("printing");
    expect(read("Pande besi pembuat parang di Madura.").concepts).toEqual(
      expect.arrayContaining(["blacksmith", "machete"]),
    );
    expect(read("Servis mesin jahit semua merek di Bandung.", "services").concepts[0]).toBe("sewing machine");
    // The other common machete and the kitchen knife, not a kitchen the blades are made in.
    const blades = read("Jual golok, parang dan pisau dapur buatan pandai besi.", "retail-ecommerce");
    expect(blades.concepts.slice(0, 2)).toEqual(["machete", "kitchen knife"]);
  });

  it("reads the group a software product keeps as what it handles ('membership software')", () => {
    const software = read(
      "Membership software for sports clubs: renewals, session booking and a register the coaches tick.",
      "digital-product",
    );
    expect(software.concepts[0]).toBe("membership");
    // Not a group a service is for.
    expect(read("Membership drives for charities.", "agency").concepts[0]).not.toBe("membership");
  });

  it("reads two-word names of business-to-business work as one thing", () => {
    const search = read("Executive search firm finding finance directors for listed companies.", "agency");
    expect(search.concepts[0]).toBe("executive search");
    expect(search.concepts).not.toContain("search");
    const bids = read("Bid writing agency preparing public sector tenders.", "agency");
    expect(bids.concepts[0]).toBe("bid writing");
    expect(bids.concepts).not.toContain("bid");
    const body = read("Professional body for payroll practitioners: courses and an annual conference.");
    expect(body.concepts[0]).toBe("professional body");
    expect(body.concepts).not.toContain("body");
    // A word of praise before another noun's phrase is no part of the name.
    const piercing = read("Professional body piercing studio with sterile jewellery.", "services");
    expect(piercing.concepts[0]).toBe("body");
    expect(piercing.concepts).not.toContain("professional body");
    expect(read("Professional body shop repairs after accidents.", "services").concepts[0]).toBe("body");
    // A person's name before a kind of business keeps its name.
    expect(read("Professional organiser services for busy families.", "services").concepts[0]).toBe(
      "professional organiser",
    );
    expect(read("Water coolers for offices and schools.", "food-beverage").concepts[0]).toBe("water cooler");
    expect(read("Company formation for new limited companies.", "services").concepts).toContain(
      "company formation",
    );
  });

  it("reads a counted 'jam' as hours and a stamp maker's words as stamp and signage", () => {
    const stamps = read(
      "Pembuatan stempel kayu dan papan nama kantor. Selesai satu jam.",
      "retail-ecommerce",
    );
    expect(stamps.concepts).toContain("stamp");
    expect(stamps.concepts).toContain("signage");
    expect(stamps.concepts).not.toContain("watch");
    expect(read("Cetak stempel warna, tiga jam selesai.", "services").concepts).not.toContain("watch");
    // A watch still, when the glossary knows the longer name ("jam tangan") or no count comes first.
    expect(read("Jual dua jam tangan bekas.", "retail-ecommerce").concepts).toContain("watch");
    expect(read("Toko jam dan kacamata.", "retail-ecommerce").concepts).toContain("watch");
  });
});

describe("where and when, not what is offered", () => {
  it("reads the event a time is set by as no offering ('before your flight', 'after the game')", () => {
    const storage = read(
      "Bag storage by the harbour: leave your cases, see the town, collect them before your flight.",
    );
    expect(storage.offerings.join(" ")).not.toMatch(/flight/);
    const bar = read("Burgers and milkshakes after the game, open till late.", "food-beverage");
    expect(bar.offerings.join(" ")).not.toMatch(/game/);
    // What is offered in the same sentence stays.
    expect(storage.offerings).toContain("cases");
    expect(bar.offerings).toContain("milkshakes");
  });

  it("reads a place or a craft before a food business's head as where it serves, ranked after the food", () => {
    const kiosk = read("Station kiosk: pasties, sausage rolls and tea for commuters.", "food-beverage");
    expect(kiosk.concepts[0]).not.toBe("station");
    expect(kiosk.concepts.indexOf("station")).toBeGreaterThan(kiosk.concepts.indexOf("tea"));
    const boat = read("A ferry buffet selling sandwiches, crisps and hot drinks.", "food-beverage");
    expect(boat.concepts.slice(0, 2)).not.toContain("ferry");
    // Outside food and drink, a place before the head stays the business's own ("stadium tours").
    expect(read("Stadium tours with a former player.", "services").concepts[0]).toBe("stadium");
    // A kind of eating place is the business's own kind, not where it serves: a grill is drawn.
    const grill = read("Korean grill restaurant where you cook your own meat at the table.", "food-beverage");
    expect(grill.concepts[0]).toBe("grill");
    // A word saying which place it is joins the setting with it ("canal" of "canal boat cafe").
    const canal = read(
      "A canal boat cafe moored at the lock, serving scones and cream teas.",
      "food-beverage",
    );
    expect(canal.concepts.slice(0, 2)).not.toContain("canal");
    expect(canal.concepts.indexOf("canal")).toBeGreaterThan(canal.concepts.indexOf("scone"));
  });

  it("reads the client's own things at a food business as what they come with, not what is served", () => {
    const stop = read(
      "Coffee stop for walkers: leave your dog by the door, refill your flask and grab a flapjack.",
      "food-beverage",
    );
    expect(stop.offerings.join(" ")).not.toMatch(/dog|flask/);
    expect(stop.concepts.indexOf("dog")).toBeGreaterThan(stop.concepts.indexOf("flapjack"));
    // Their own food or drink is still what is served.
    expect(read("Enjoy your coffee on the terrace.", "food-beverage").concepts[0]).toBe("coffee");
  });

  it("reads a founder's own shop after 'my' or 'our' with the trade word it names ('I opened my cake shop')", () => {
    // A possessive is no subject: the word after it is the shop's trade, not a verb.
    expect(read("I opened my cake shop in Hull in 2018.", "food-beverage").concepts[0]).toBe("cake");
    expect(read("We opened our dance studio above the bank.", "others").concepts[0]).toBe("dance");
    // Its trade word may only make sense with the head: "our print shop" prints, it sells no prints.
    expect(read("Our print shop sells tea towels.", "retail-ecommerce").concepts[0]).toBe("print shop");
    expect(read("Our flower shop is on the corner.", "retail-ecommerce").concepts[0]).toBe("flower");
    // A pronoun subject still takes its verb: "we brew tea".
    expect(read("We brew tea in small batches.", "food-beverage").concepts).not.toContain("brew");
  });
  it("reads the business a founder set up after 'before starting' or 'before founding' ('a ship's cook before starting a bakery')", () => {
    const bakery = read(
      "I spent ten years as a ship's cook before starting a bakery in Leith.",
      "food-beverage",
    );
    expect(bakery.business).toBe("a bakery");
    expect(bakery.concepts[0]).toBe("bakery");
    expect(bakery.concepts.indexOf("ship")).toBeGreaterThan(bakery.concepts.indexOf("bakery"));
    // What the founder did before founding it is their story, after the business.
    const kites = read("Before founding our kite shop I ran a ski chalet in the Alps.", "retail-ecommerce");
    expect(kites.concepts[0]).toBe("kite");
    expect(kites.concepts.indexOf("ski")).toBeGreaterThan(kites.concepts.indexOf("kite"));
  });
  it("leaves out the founder's pet and reads where customers go afterwards as setting ('our parrot Polly', 'ride off to the fish market')", () => {
    const bikes = read(
      "We sell and repair bicycles in York. Riders head off to the fish market, and our parrot Polly greets them at the door.",
      "retail-ecommerce",
    );
    expect(bikes.concepts[0]).toBe("bicycle");
    // The pet is left out altogether: beside "our parrot Mango", a skate shop's skate would be
    // read as the fish.
    expect(bikes.concepts).not.toContain("parrot");
    // "head off to" is a going as "ride off to" is: the fish market is no offering.
    expect(bikes.offerings.join(" ")).not.toContain("fish");
    const skates = read(
      "Skate shop selling decks and shoes; our parrot Mango sits by the till.",
      "retail-ecommerce",
    );
    expect(skates.concepts).toEqual(read("Skate shop selling decks and shoes.", "retail-ecommerce").concepts);
    // A pet named in the business's own phrase is still what it is about.
    expect(read("Our alpacas graze on a hill farm in Devon.", "others").concepts[0]).toBe("alpaca");
  });
  it("ranks a head that only packs the goods after where they come from ('lamb boxes from our hill farm')", () => {
    const lamb = read("Lamb boxes from our hill farm in Powys.", "food-beverage");
    expect(lamb.concepts[0]).toBe("lamb");
    expect(lamb.concepts.indexOf("box")).toBeGreaterThan(lamb.concepts.indexOf("farm"));
  });
  it("reads a medium the work is done over as how it reaches the client ('online over video')", () => {
    const yoga = read("Yoga teacher. Classes in my garden studio or online over video.", "services");
    expect(yoga.concepts.indexOf("video")).toBeGreaterThan(yoga.concepts.indexOf("garden"));
    // "over 200 videos" is a number, not a medium.
    expect(read("We have made over 200 videos for charities.", "agency").concepts[0]).toBe("video");
  });
  it("reads an Indonesian founder's opened business before their story, and their pet and pastimes as setting", () => {
    // "Saya membuka toko roti ... setelah pensiun": the business is the one opened, not the pet.
    const bread = read(
      "Saya membuka toko roti ini di Bogor tahun 2012 setelah pensiun. Kucing kami tidur di etalase, dan kami juga menjual donat.",
      "food-beverage",
    );
    expect(bread.concepts.slice(0, 3)).toEqual(["bread", "doughnut", "cat"]);
    // What customers do meanwhile ("sambil minum teh") comes after what is sold.
    const tea = read(
      "Toko roti di Bogor. Pembeli sering duduk sambil minum teh. Kami juga menjual donat.",
      "food-beverage",
    );
    expect(tea.concepts.indexOf("tea")).toBeGreaterThan(tea.concepts.indexOf("doughnut"));
    // A cat shop's own cats are what it sells.
    expect(read("Kucing kami dari Persia, dijual ke seluruh Jawa.", "retail-ecommerce").concepts[0]).toBe(
      "cat",
    );
  });
  it("reads a description opening with the founder's family as a story, and 'under the trees' as where", () => {
    // "My father fished...": the business is what the founder built after it.
    const app = read(
      "My father fished out of Whitby and every dawn checked the weather by the harbour. In 2020 I built an app that shows live fish prices.",
      "digital-product",
    );
    expect(app.concepts[0]).toBe("fish");
    const dance = read("My aunt founded this dance school in 1980, under the old oak trees.", "others");
    expect(dance.business).toBe("a dance school");
    expect(dance.concepts[0]).toBe("dance");
    expect(dance.concepts.indexOf("aunt")).toBeGreaterThan(dance.concepts.indexOf("tree"));
  });
  it("reads what came before a founder's 'So I built...' as their story", () => {
    const rota = read(
      "I missed my nephew's football final in 2021 because two nurses swapped shifts on paper. So I built an app that keeps the ward rota.",
      "digital-product",
    );
    expect(rota.business).toBe("an app");
    expect(rota.concepts.indexOf("football")).toBeGreaterThan(rota.concepts.indexOf("rota"));
  });
  it("reads a business the founder took over after their story, and 'we sell at the market' as where ('took over an orchard')", () => {
    const orchard = read(
      "After ten years as a bus driver I moved to Hereford and took over an apple orchard from my uncle. We sell at the farmers market by the cathedral.",
      "food-beverage",
    );
    expect(orchard.business).toBe("an apple orchard");
    expect(orchard.concepts[0]).toBe("apple");
    expect(orchard.concepts.indexOf("bus")).toBeGreaterThan(orchard.concepts.indexOf("apple"));
    // "We sell jacket potatoes" still names what is sold.
    expect(
      read("Bit of background: I spent 12 years as a paramedic. We sell jacket potatoes.", "food-beverage")
        .concepts[0],
    ).toBe("jacket potato");
  });
  it("reads high-street compounds as one trade ('corner shop', 'estate agent', 'veg boxes')", () => {
    expect(
      read("Corner shop and off licence, open late, papers and milk.", "retail-ecommerce").concepts[0],
    ).toBe("corner shop");
    expect(
      read("Independent estate agent in the market town, sales and lettings.", "agency").concepts[0],
    ).toBe("estate agent");
    expect(
      read("Local growers sell veg boxes straight to households.", "digital-product").concepts,
    ).toContain("veg box");
  });
  it("reads Indonesian trade words that alone name another thing ('toko emas', 'cat rambut', 'toko bangunan')", () => {
    expect(read("Toko emas di pasar, jual beli perhiasan.", "retail-ecommerce").concepts[0]).toBe(
      "gold jewellery",
    );
    const salon = read("Salon rambut di Denpasar. Potong dan cat rambut.", "services");
    expect(salon.concepts).toContain("hair dye");
    expect(salon.concepts).not.toContain("paint");
    expect(read("Toko bangunan di Ungaran, bisa antar.", "retail-ecommerce").concepts).toContain(
      "building supplies",
    );
  });
  it("reads what a business 'also' has as on the side, not its offering ('we also have diapers')", () => {
    const pantry = read(
      "Food pantry in a church basement in Dayton, open Wednesdays. We also have diapers and pet food.",
      "others",
    );
    expect(pantry.concepts[0]).toBe("food pantry");
    expect(pantry.offerings.join(" ")).not.toMatch(/diaper|pet food/);
    // Without "also", what they have is still offered.
    expect(
      read("Food pantry in Dayton. We have diapers and pet food.", "others").offerings.join(" "),
    ).toMatch(/diaper/);
    // What it also sells, stocks or offers is still of its trade: the wine a cheese shop sells.
    expect(
      tradeConcepts(
        read("Cheese shop with British cheeses. We also sell wine and cider.", "food-beverage"),
      ).has("wine"),
    ).toBe(true);
    expect(read("Dry cleaner in Leeds, also offers alterations.", "services").offerings.join(" ")).toMatch(
      /alteration/,
    );
  });

  it("reads websites a studio is building, and the phone it answers as how it is reached", () => {
    const studio = read(
      "Two-person studio building websites for tradespeople and small shops in Sheffield. Quick to load, easy to update, and we answer the phone.",
      "agency",
    );
    expect(studio.concepts[0]).toBe("website");
    expect(studio.concepts.indexOf("phone")).toBeGreaterThan(studio.concepts.indexOf("website"));
    // "building sites" are where builders work, no websites.
    expect(read("We clean building sites in Leeds.", "services").concepts).not.toContain("website");
    // A phone shop still draws its phones.
    expect(
      read("Phone repair shop in Leeds. We answer the phone seven days a week.", "services").concepts[0],
    ).toBe("phone");
  });
  it("draws a photographer before the occasion and the acts it serves ('wedding and elopement photographer')", () => {
    const photographer = read("Wedding and elopement photographer based in Ubud, Bali.", "services");
    expect(photographer.concepts[0]).toBe("photographer");
    expect(read("Wedding and party DJ in Leeds.", "services").concepts[0]).toBe("dj");
    // Acts alone are what is taught: "yoga and pilates teacher" stays yoga.
    expect(read("Yoga and pilates teacher in Leeds.", "services").concepts[0]).toBe("yoga");
  });
  it("reads a software product for a trade's premises as about that trade, and 'log' after a colon as an order", () => {
    const farm = read(
      "Software for prawn farms: log water quality, feed and harvests from a phone.",
      "digital-product",
    );
    expect(farm.concepts[0]).toBe("prawn");
    expect(farm.concepts).not.toContain("log");
    expect(read("Booking software for tattoo studios.", "digital-product").concepts[0]).toBe("tattoo");
    // "brush control" is no order: a word used about as much as a noun stays one.
    expect(
      read(
        "Online course in hand lettering and signwriting for beginners: brush control, layout and gilding.",
        "digital-product",
      ).concepts,
    ).toContain("brush");
    // Nor a two-word name WordNet knows ("steam room").
    expect(
      read("Traditional hammam in Marseille: steam room and black-soap scrub.", "services").concepts,
    ).toContain("steam");
  });
  it("keeps a food that flavours the food written after it out of the trade ('palm sugar lattes')", () => {
    const cart = read(
      "Coffee cart parked outside the Bandung train station every weekday morning. Iced palm sugar lattes, V60 and a few pastries.",
      "food-beverage",
    );
    expect(cart.concepts).toContain("palm sugar");
    expect(tradeConcepts(cart).has("palm sugar")).toBe(false);
    expect(tradeConcepts(cart).has("latte")).toBe(true);
  });
  it("reads what an Indonesian app is for after 'untuk' and its verb ('aplikasi untuk cari guru les privat')", () => {
    const app = read(
      "Aplikasi untuk cari guru les privat di sekitar rumah: matematika, mengaji, piano, bahasa Inggris.",
      "digital-product",
    );
    expect(app.concepts.slice(0, 2)).toEqual(["teacher", "private tutoring"]);
  });
  it("reads clipped ads and adverts as advertising ('a paid ads agency')", () => {
    expect(read("Paid ads agency for e-commerce brands in Australia.", "agency").concepts[0]).toBe(
      "advertising",
    );
    expect(read("Adverts agency for local shops.", "agency").concepts[0]).toBe("advertising");
  });
  it("leaves the refreshments of a club or a meetup out of what it meets for ('with a coffee afterwards')", () => {
    expect(read("Running club in Leeds, with a coffee afterwards.").concepts).toEqual(["running"]);
    expect(read("Book club in Leeds. Monthly talks and pizza.").concepts).not.toContain("pizza");
    // A club about food or drink keeps the food it names.
    expect(read("Cooking club for teens: we bake bread and make pasta.").concepts).toContain("bread");
    expect(read("Wine club: tasting evenings with cheese.").concepts).toContain("cheese");
    expect(read("Supper club in Leeds: five courses, wine and good company.").concepts).toContain("wine");
    // So does one whose goods the food names, and one opened by an adjective keeps its activity.
    expect(
      read(
        "Monthly seed club: four packets of vegetable and flower seeds each month, with a sowing calendar.",
      ).concepts,
    ).toContain("vegetable");
    expect(read("Free running club meeting every Saturday in Victoria Park.").concepts[0]).toBe("running");
    // A word with a food sense among others (a cake of soap) is a refreshment when joined to one.
    expect(read("Walking group for new mums with coffee and cake.").concepts).toEqual(["walking"]);
  });
  it("ranks the means an Indonesian app works through after what it handles ('lihat foto kamar')", () => {
    const app = read(
      "Aplikasi pencari kos untuk mahasiswa di Yogyakarta. Lihat foto kamar, bandingkan harga, dan bayar sewa lewat aplikasi.",
      "digital-product",
    );
    expect(app.concepts.indexOf("photo")).toBeGreaterThan(app.concepts.indexOf("room"));
    expect(
      read("Aplikasi edit foto untuk UMKM, hapus background otomatis.", "digital-product").concepts[0],
    ).toBe("photo");
    // Alone, with nothing shown after it, the means is what the app handles, before its users.
    expect(read("Aplikasi edit foto dan video untuk konten kreator.", "digital-product").concepts[0]).toBe(
      "photo",
    );
  });
  it("reads an Indonesian acronym in capitals as the acronym, and an agency's 'brand X' as its clients", () => {
    const agency = read(
      "Kami menghubungkan brand kecantikan dengan ratusan influencer dan KOL mikro di Jakarta.",
      "agency",
    );
    expect(agency.concepts).toEqual(["influencer", "beauty"]);
    expect(
      read("Jual sayur kol, wortel dan kentang segar di Bandung.", "retail-ecommerce").concepts,
    ).toContain("cabbage");
  });
});

describe("words about how a trade is sold", () => {
  it("leaves out a unit of sale given with its price ('packages start at', 'plans from')", () => {
    const photos = read("Family portrait photographer in Bristol. Packages start at £350.", "services");
    expect(photos.concepts).not.toContain("package");
    const grooming = read("Mobile dog grooming around Leeds. Plans from £30 a month.", "services");
    expect(grooming.concepts).not.toContain("plan");
    // A courier's packages are its goods.
    expect(read("We deliver packages from Leeds to London.", "services").concepts).toContain("package");
  });
  it("ranks what comes with each sale after the trade ('a note in every box')", () => {
    const candles = read(
      "Hand-poured soy candles from Bath, with a handwritten note in every box.",
      "retail-ecommerce",
    );
    expect(candles.concepts[0]).toBe("candle");
    expect(tradeConcepts(candles).has("box")).toBe(false);
  });
  it("reads a person of the client's own after 'for your' as no trade ('export for your accountant')", () => {
    const app = read(
      "Timesheet app for cleaning teams. Track hours on site and send a monthly export for your bookkeeper.",
      "digital-product",
    );
    expect(app.concepts[0]).not.toBe("bookkeeper");
    expect(tradeConcepts(app).has("bookkeeper")).toBe(false);
  });
  it("draws the trade an Indonesian firm's generic head is followed by before its offerings ('studio desain grafis')", () => {
    const studio = read(
      "Studio desain grafis di Malang. Kemasan, menu restoran dan konten media sosial.",
      "agency",
    );
    expect(studio.concepts[0]).toBe("graphic design");
  });
  it("draws no point in time ('end of lease cleans', 'at the start of every month')", () => {
    expect(
      read("Two of us doing weekly and end of lease cleans around Leeds.", "services").concepts,
    ).not.toContain("end");
    expect(read("Book club meeting at the start of every month in Bath.").concepts).not.toContain("start");
  });
  it("reads a food right after a food named again as its kind ('soto daging, soto babat')", () => {
    const stall = read("Warung soto di Solo. Soto daging, soto babat dan es teh manis.", "food-beverage");
    expect(stall.concepts[0]).toBe("soup");
    expect(stall.concepts.indexOf("meat")).toBeGreaterThan(stall.concepts.indexOf("iced tea"));
  });
});
