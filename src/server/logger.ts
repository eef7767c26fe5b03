import { createRequire } from "node:module";
import pino from "pino";

export type Logger = pino.Logger;

const REDACT = {
  paths: ["req.headers.cookie", "req.headers.authorization", "*.token", "*.secret"],
  remove: true,
};

/**
 * JSON lines for machines, through an asynchronous writer: lines logged while a write is in
 * flight go out together in the next one, instead of one synchronous write(2) per access-log
 * line under load (pino flushes what is left when the process exits). In a terminal the same records are printed readably instead, when pino-pretty is
 * installed (a development dependency).
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  const pretty = options.pretty ?? Boolean(process.stdout.isTTY);
  if (pretty && level !== "silent") {
    const stream = prettyStream();
    if (stream) return pino({ level, base: undefined, redact: REDACT }, stream);
  }
  if (level === "silent") return pino({ level, base: undefined, redact: REDACT });
  const destination = pino.destination({ dest: 1, sync: false });
  batchable.add(destination);
  return pino({ level, base: undefined, redact: REDACT }, destination);
}

/** The destinations createLogger made, which the access log may write to in batches. */
const batchable = new WeakSet<object>();

function prettyStream(): NodeJS.WritableStream | undefined {
  try {
    const pinoPretty = createRequire(import.meta.url)("pino-pretty") as (
      options: object,
    ) => NodeJS.WritableStream;
    return pinoPretty({ colorize: true, translateTime: "HH:MM:ss.l", sync: true });
  } catch {
    return undefined;
  }
}

/**
 * The same destination and level without redaction, for the one access line per request: its
 * fields are fixed and hold nothing to redact, and redaction is a good part of a line's cost.
 * On createLogger's JSON destination the lines go out in batches (see batchedLines).
 */
export function accessLogger(logger: Logger): Logger {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream | undefined>)[
    pino.symbols.streamSym
  ];
  return pino(
    { level: logger.level, base: undefined },
    stream && batchable.has(stream) ? batchedLines(stream) : stream,
  );
}

/**
 * Lines kept in memory and written to `stream` together, once they reach `maxChars` or `maxDelayMs`
 * after the first of them, and when the process exits. Each write to the asynchronous destination
 * is a write(2) on libuv's pool and its callback; one per access line cost a signed-in request on
 * PostgreSQL about a fifth of its CPU under load (decision 029). A process killed outright loses
 * at most `maxDelayMs` of access lines; the other log lines are not held.
 */
export function batchedLines(
  stream: pino.DestinationStream,
  options: { maxChars?: number; maxDelayMs?: number } = {},
): pino.DestinationStream {
  const maxChars = options.maxChars ?? 8 * 1024;
  const maxDelayMs = options.maxDelayMs ?? 100;
  let pending = "";
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const lines = pending;
    pending = "";
    stream.write(lines);
  };
  // Before pino's own exit handler, which writes out what its destination holds.
  process.prependListener("exit", flush);
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= maxChars) flush();
      else timer ??= setTimeout(flush, maxDelayMs).unref();
    },
  };
}

/** A child logger made only when something is logged through it (most requests log nothing else). */
export function lazyChild(logger: Logger, bindings: pino.Bindings): Logger {
  let child: Logger | undefined;
  return new Proxy(logger, {
    get(_target, property) {
      child ??= logger.child(bindings);
      const value = Reflect.get(child, property, child);
      return typeof value === "function" ? value.bind(child) : value;
    },
  });
}
