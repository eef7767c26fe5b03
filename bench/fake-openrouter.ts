import http from "node:http";

/**
 * A fake OpenAI-compatible chat endpoint on loopback: POST /chat/completions answers after a fixed
 * delay with three brand names (never repeated within a process) as a JSON array in
 * choices[0].message.content, or, when the call asks for the business brief (decision 012: the
 * structured call before a brand's first name run), with a brief object, as a live model does.
 * Answering that call with names would make every name run fall back to the offline reading and
 * ask again on the next run, which a working provider never causes. GET /stats reports how many
 * calls it served and how long it held them.
 */

const delayMs = Number(process.env.FAKE_DELAY_MS ?? 200);
const port = Number(process.env.PORT ?? 0);
const MAX_BODY = 1024 * 1024;
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ra",
  "ve",
  "no",
  "ti",
  "su",
  "pa",
  "ze",
  "lu",
  "xo",
  "be",
  "da",
  "fi",
  "go",
];

/** The brief's fields as the live call returns them (src/shared/brief.ts, briefFieldsSchema). */
const BRIEF = {
  business: "a neighbourhood cafe",
  offerings: ["coffee", "pastries"],
  audience: ["remote workers"],
  place: null,
  tone: ["warm"],
  concepts: ["coffee cup", "croissant"],
  avoid: [],
};

let counter = 0;
let calls = 0;
const holds: number[] = [];

/** A pronounceable, unique name for counter value n (base-16 digits as syllables). */
function nameFor(n: number): string {
  let s = "";
  let v = n;
  do {
    s += SYLLABLES[v % SYLLABLES.length];
    v = Math.floor(v / SYLLABLES.length);
  } while (v > 0);
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}ly`;
}

const server = http.createServer((req, res) => {
  const started = performance.now();
  if (req.method === "GET" && req.url === "/health") {
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  if (req.method === "GET" && req.url === "/stats") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ calls, delayMs, holds }));
    return;
  }
  if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
    res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
    return;
  }
  let size = 0;
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) req.destroy();
    else chunks.push(chunk);
  });
  req.on("end", () => {
    calls++;
    const content = Buffer.concat(chunks).includes("business_brief")
      ? JSON.stringify(BRIEF)
      : JSON.stringify(
          [0, 1, 2].map(() => {
            const name = nameFor(counter++ + 4096);
            return { name, meaning: `${name} is short, memorable and easy to spell.` };
          }),
        );
    const body = JSON.stringify({
      id: `chatcmpl-bench-${calls}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: "bench/fake",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content },
          finish_reason: "stop",
        },
      ],
    });
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(body, () => {
        if (holds.length < 10_000) holds.push(performance.now() - started);
      });
    }, delayMs);
  });
});

server.listen(port, "127.0.0.1");
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
