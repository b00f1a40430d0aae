import type { TestProject } from 'vitest/node';
import { startConsoleServer, type RunningServer } from './consoleServer';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
  }
}

let server: RunningServer | undefined;

/** One US server with fresh demo data for every end-to-end file; files that need another region start their own. */
export async function setup(project: TestProject): Promise<void> {
  server = await startConsoleServer();
  project.provide('consoleUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
