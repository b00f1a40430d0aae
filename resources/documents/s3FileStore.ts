/**
 * Uploaded files in an S3 bucket (AWS S3 or any S3-compatible server: MinIO, Ceph, Garage…), through the AWS SDK:
 * put = PutObject, read = GetObject, remove = DeleteObject on `${S3_PREFIX}${key}` in `S3_BUCKET`. The SDK is
 * loaded with the first file, not with the server. Credentials come from the SDK's usual chain
 * (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, a profile, an instance role).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from './fileStore';

export interface S3Settings {
  bucket: string;
  /** The server's address for an S3-compatible server; absent: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Put before every key (a folder of a shared bucket), e.g. `console/`. */
  prefix: string;
}

/** The settings from FILE_STORE=s3's variables; a missing bucket stops the server at start. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings {
  if (!env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'true' : 'false')) === 'true',
    prefix: env.S3_PREFIX ?? '',
  };
}

export class S3FileStore implements FileStore {
  constructor(readonly settings: S3Settings) {}

  #client?: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  #sdk() {
    return (this.#client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint,
        forcePathStyle: this.settings.forcePathStyle,
      }),
    })));
  }

  #object(key: string) {
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${key}` };
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const { client, sdk } = await this.#sdk();
    await client.send(new sdk.PutObjectCommand({ ...this.#object(key), Body: bytes }));
  }

  async read(key: string): Promise<Buffer | undefined> {
    const { client, sdk } = await this.#sdk();
    try {
      const answer = await client.send(new sdk.GetObjectCommand(this.#object(key)));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { client, sdk } = await this.#sdk();
    await client.send(new sdk.DeleteObjectCommand(this.#object(key)));
  }
}
