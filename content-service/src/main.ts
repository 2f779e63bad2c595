import { loadConfig } from './config.js';
import { loadDotEnv } from './dotenv.js';
import { startContentService } from './server.js';

/** `npm run content-service`: starts the service with the configuration from the environment. */
loadDotEnv();
const config = loadConfig();
const service = await startContentService(config);
console.log(
  `[content-service] space ${config.spaceId}, environment ${config.environmentId}\n` +
    `[content-service] HTTP  ${service.httpUrl}  (GraphQL: ${service.httpUrl}/content/v1/spaces/${config.spaceId}/environments/${config.environmentId})\n` +
    `[content-service] HTTPS ${service.httpsUrl}  (certificate: ${service.certificatePath})\n` +
    `[content-service] data  ${config.dataDir}`,
);
const stop = (): void => {
  void service.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
