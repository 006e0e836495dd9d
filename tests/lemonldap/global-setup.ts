import { startLemonldap, stopLemonldap } from "../../scripts/lemonldap/lemonldap.mjs";

/** LemonLDAP::NG afresh (new keys, no sessions) for this run; stopped by pid afterwards. */
export default async function globalSetup() {
  await startLemonldap(process.env.LLNG_PORTAL_URL);
  return async () => {
    await stopLemonldap();
  };
}
