/**
 * Prints the offline demo name generator's output for realistic briefs, plus its median speed.
 * Run: npx tsx scripts/print-demo-names.ts
 */
import { generateDemoNames } from "@/server/providers/names/demo-names";
import type { CategoryId } from "@/shared/categories";

const BRIEFS: ReadonlyArray<readonly [CategoryId, string]> = [
  [
    "food-beverage",
    "A cozy neighbourhood café serving single-origin coffee and fresh pastries, with a quiet corner for remote workers.",
  ],
  [
    "food-beverage",
    "A small artisan bakery making sourdough bread, croissants and seasonal fruit tarts every morning.",
  ],
  [
    "food-beverage",
    "A plant-based lunch spot with organic salads, grain bowls and cold-pressed juices for office workers.",
  ],
  [
    "food-beverage",
    "A family warung in Jakarta serving home-style Indonesian food like rendang, soto and nasi goreng.",
  ],
  [
    "food-beverage",
    "A bubble tea and matcha bar for students, with low-sugar options and playful seasonal flavours.",
  ],
  [
    "services",
    "A bookkeeping service for small online shops that handles taxes and monthly reports so owners can focus on selling.",
  ],
  [
    "services",
    "An eco-friendly home cleaning service using non-toxic products for busy families and apartments.",
  ],
  ["services", "A mobile dog grooming van that visits your home, with gentle care for anxious pets."],
  [
    "services",
    "A career coaching practice helping mid-level professionals move into leadership roles with confidence.",
  ],
  [
    "services",
    "A boutique personal training studio offering strength training and small group workouts for beginners.",
  ],
  [
    "digital-product",
    "A mobile app that helps busy parents plan healthy weekly meals and builds the shopping list automatically.",
  ],
  [
    "digital-product",
    "A SaaS dashboard that turns messy sales data into clear weekly insights for small retail teams.",
  ],
  [
    "digital-product",
    "An online course platform teaching beginner-friendly Python programming to students in Indonesia.",
  ],
  [
    "digital-product",
    "A habit tracker app with gentle reminders and streaks that helps people build a calm morning routine.",
  ],
  [
    "digital-product",
    "A travel planning tool that builds day-by-day itineraries and finds hidden local spots for backpackers.",
  ],
  [
    "retail-ecommerce",
    "An online store selling handmade ceramic homeware in soft earthy colours, shipped in plastic-free packaging.",
  ],
  [
    "retail-ecommerce",
    "A sneaker resale shop for limited-edition trainers and streetwear, online and in a small Jakarta store.",
  ],
  [
    "retail-ecommerce",
    "A natural skincare brand making small-batch soaps and serums from local botanical ingredients.",
  ],
  [
    "retail-ecommerce",
    "A modern batik clothing label that reworks traditional Indonesian patterns into everyday streetwear.",
  ],
  [
    "retail-ecommerce",
    "An online shop for indoor plants, pots and plant care kits delivered to city apartments.",
  ],
  [
    "agency",
    "A small branding agency that designs bold visual identities and websites for independent food and drink startups.",
  ],
  [
    "agency",
    "A social media marketing agency creating short-form video content and campaigns for beauty brands.",
  ],
  [
    "agency",
    "A wedding photography and film studio capturing candid, documentary-style stories across Bali and Java.",
  ],
  ["agency", "A digital agency that builds fast websites and SEO strategies for local service businesses."],
  [
    "agency",
    "A creative studio producing animation, illustration and motion design for tech companies and startups.",
  ],
  [
    "others",
    "A weekend community running club that organises city trail runs and charity races for all fitness levels.",
  ],
  [
    "others",
    "A non-profit that teaches coding and digital skills to teenagers from low-income families in Jakarta.",
  ],
  [
    "others",
    "An annual indie music festival celebrating local bands, food stalls and emerging artists in Bandung.",
  ],
  [
    "others",
    "A neighbourhood book club and reading community that meets monthly in cafés to discuss new novels.",
  ],
  [
    "others",
    "An animal shelter and adoption network rescuing street cats and dogs and finding them loving homes.",
  ],
];

const exclude: string[] = [];
BRIEFS.forEach(([category, description], i) => {
  const names = generateDemoNames({ category, description, exclude, seed: 1000 + i });
  console.log(`\n#${String(i + 1).padStart(2, "0")} [${category}] ${description}`);
  for (const n of names) console.log(`   ${n.name.padEnd(22)} ${n.meaning}`);
});

const times: number[] = [];
for (let i = 0; i < 1000; i++) {
  const [category, description] = BRIEFS[i % BRIEFS.length] as readonly [CategoryId, string];
  const start = performance.now();
  generateDemoNames({ category, description, exclude: [], seed: i });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = ((times[499] ?? 0) + (times[500] ?? 0)) / 2;
console.log(
  `\nMedian time per call over 1000 calls: ${median.toFixed(3)} ms (p99 ${(times[989] ?? 0).toFixed(3)} ms)`,
);
