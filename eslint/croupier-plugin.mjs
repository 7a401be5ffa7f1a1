import noFeatureCycle from './rules/no-feature-cycle.mjs';
import noPlatformInClient from './rules/no-platform-in-client.mjs';
import noRawBodyParse from './rules/no-raw-body-parse.mjs';
import noRoomCycle from './rules/no-room-cycle.mjs';
import serverOnlyImport from './rules/server-only-import.mjs';

/**
 * The project's own lint rules: the parts of the dependency direction eslint-plugin-import cannot
 * express, and that request bodies are parsed only within the body limits.
 */
const plugin = {
  meta: { name: 'croupier' },
  rules: {
    'no-feature-cycle': noFeatureCycle,
    'no-platform-in-client': noPlatformInClient,
    'no-raw-body-parse': noRawBodyParse,
    'no-room-cycle': noRoomCycle,
    'server-only-import': serverOnlyImport,
  },
};

export default plugin;
