import noPlatformInClient from './rules/no-platform-in-client.mjs';
import noRoomCycle from './rules/no-room-cycle.mjs';

/** The project's own lint rules: the dependency direction that eslint-plugin-import cannot express. */
const plugin = {
  meta: { name: 'croupier' },
  rules: {
    'no-platform-in-client': noPlatformInClient,
    'no-room-cycle': noRoomCycle,
  },
};

export default plugin;
