/**
 * The mock-up scenes (issue 32): the logo on the things a business uses, drawn by our own renderer
 * from the composition. The web app labels them by id (through its message catalogue); the server
 * draws them and decides which suit a business.
 */
export const MOCKUP_SCENE_IDS = [
  "business-card",
  "storefront-sign",
  "paper-cup",
  "takeaway-bag",
  "shopping-bag",
  "product-tag",
  "phone-home-screen",
  "phone-splash",
  "website-header",
  "instagram-post",
  "instagram-profile",
  "t-shirt",
  "apron",
  "email-signature",
  "letterhead",
] as const;

export type MockupSceneId = (typeof MOCKUP_SCENE_IDS)[number];

/** English labels (the reference texts; the web app translates by id). */
export const MOCKUP_SCENE_LABELS: Record<MockupSceneId, string> = {
  "business-card": "Business card",
  "storefront-sign": "Shop sign",
  "paper-cup": "Paper cup",
  "takeaway-bag": "Takeaway bag",
  "shopping-bag": "Shopping bag",
  "product-tag": "Product tag",
  "phone-home-screen": "App icon on a phone",
  "phone-splash": "App splash screen",
  "website-header": "Website header",
  "instagram-post": "Instagram post",
  "instagram-profile": "Instagram profile",
  "t-shirt": "T-shirt",
  apron: "Apron",
  "email-signature": "E-mail signature",
  letterhead: "Letterhead",
};

/** Every scene's width and height (4:3), so a carousel can hold its place before the image arrives. */
export const MOCKUP_SCENE_ASPECT = { width: 4, height: 3 } as const;

/** How many scenes a logo shows: at least eight (issue 32). */
export const MOCKUP_SCENES_PER_LOGO = 8;

/**
 * The reply of `GET /api/logos/:id/mockups`: the scenes that suit this business, best first, and
 * whether the images are watermarked (before the first confirmed download, docs/product.md#download).
 * Each image is `GET /api/logos/:id/mockups/:scene` (image/webp, preview size); the editor's live
 * scene is `POST /api/logos/:id/edit-preview/mockups/:scene` with the same body as edit-preview.
 */
export type MockupListReply = {
  scenes: { id: MockupSceneId; label: string }[];
  watermarked: boolean;
};
