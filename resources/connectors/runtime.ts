/**
 * What the connectors' write rules need from the server they run in: the outside services (connectorService)
 * and the console's public address (the OAuth redirect URI). Set when the resource's routes are registered.
 */
import type { ConnectorService } from './service';
import { connectorServiceFromEnv } from './localService';

export const connectorRuntime: { service: ConnectorService; publicUrl: string } = {
  service: connectorServiceFromEnv(),
  publicUrl: (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, ''),
};
