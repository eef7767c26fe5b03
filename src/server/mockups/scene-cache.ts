import { createHash } from "node:crypto";

/**
 * Rendered preview scenes kept in memory (decision 022), so the carousel's second pass, a revisit
 * and the step 4 card previews are served without rendering again. The key is a hash of
 * everything the picture is drawn from (the design, the words, the scene, the size, the
 * watermark and its language): an edit, a corrected brief or the first confirmed download make a
 * new key, so nothing stale is ever served; old pictures age out, least recently used first,
 * once the byte cap is reached. Two requests for the same picture at once render it once.
 */
export class SceneCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used goes last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      this.hits++;
      return kept;
    }
    const running = this.pending.get(key);
    if (running) {
      this.hits++;
      return running;
    }
    this.misses++;
    const made = render().then(
      (image) => {
        this.pending.delete(key);
        this.keep(key, image);
        return image;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, made);
    return made;
  }

  private keep(key: string, image: Buffer): void {
    if (image.byteLength > this.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }

  stats(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** A stable key for what a picture is drawn from. */
export function sceneKey(parts: unknown): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}
