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
  return pino(
    { level, base: undefined, redact: REDACT },
    level === "silent" ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}

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
 */
export function accessLogger(logger: Logger): Logger {
  const stream = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  return pino({ level: logger.level, base: undefined }, stream);
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
