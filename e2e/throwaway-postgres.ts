import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN = "/usr/lib/postgresql/15/bin";
export const hasPostgresBinaries = fs.existsSync(path.join(BIN, "initdb"));

/**
 * A private PostgreSQL 15 cluster on its own port, made with initdb/pg_ctl, so fault tests can
 * stop and kill it without touching the shared server other tests use. Runs as the postgres user
 * (initdb refuses root).
 */
export class ThrowawayPostgres {
  readonly dir: string;
  constructor(readonly port: number) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-pg-"));
    fs.chmodSync(this.dir, 0o777);
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private asPostgres(args: string[]) {
    const command = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...args] : args;
    execFileSync(command[0]!, command.slice(1), { stdio: "pipe", timeout: 60_000 });
  }

  init() {
    const data = path.join(this.dir, "data");
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", this.dir]);
    this.asPostgres([`${BIN}/initdb`, "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  }

  start() {
    this.asPostgres([
      `${BIN}/pg_ctl`,
      "-D",
      path.join(this.dir, "data"),
      "-l",
      path.join(this.dir, "log"),
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      "-w",
      "start",
    ]);
  }

  stop(mode: "fast" | "immediate" = "fast") {
    this.asPostgres([`${BIN}/pg_ctl`, "-D", path.join(this.dir, "data"), "-m", mode, "-w", "stop"]);
  }

  destroy() {
    try {
      this.stop("immediate");
    } catch {
      // Already stopped.
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
