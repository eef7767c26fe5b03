// Runs the TypeScript worker from source (tests and `npm run dev`); the production build bundles
// render-worker.ts to dist/server/render-worker.mjs instead.
const { register } = await import("tsx/esm/api");
register();
await import("./render-worker.ts");
