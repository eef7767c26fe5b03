/** The parts of s3rver (a local S3-compatible server for tests) that the tests use. */
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string; configs: unknown[] }>;
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Its winston logger; `silent` stops it writing at all, also after close. */
    logger: { silent: boolean };
  }
}
