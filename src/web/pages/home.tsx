import { BRAND } from "@/shared/brand";

export default function HomePage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="font-bold text-4xl">{BRAND.productName}</h1>
    </main>
  );
}
