/**
 * LemonLDAP::NG from Debian as an independently written OpenID Connect provider for the portal's
 * login (browser lane tests/lemonldap). It runs on loopback behind nginx with its FastCGI server, from
 * its own run directory (configuration, sessions, pid files), with the demo users dwho, rtyler and
 * msmith (password = login) and the portal registered as a confidential client with PKCE required.
 *
 *   node scripts/lemonldap/lemonldap.mjs start   # installs when missing, writes the config, starts
 *   node scripts/lemonldap/lemonldap.mjs stop    # stops nginx and the FastCGI daemons by their pids
 *
 * Environment: LLNG_PORT (3970), LLNG_FCGI_PORT (3971), LLNG_PORTAL_URL (the portal's public
 * address, http://localhost:3107), LLNG_RUN_DIR (/tmp/tandem-lemonldap-<port>).
 */
import { execFileSync, execSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export const LLNG_PORT = Number(process.env.LLNG_PORT ?? 3970);
const FCGI_PORT = Number(process.env.LLNG_FCGI_PORT ?? LLNG_PORT + 1);
/** "localhost": Chromium and Node both reach it without an /etc/hosts entry. */
export const LLNG_ISSUER = `http://localhost:${LLNG_PORT}/`;
export const LLNG_CLIENT_ID = "tandem-portal";
export const LLNG_CLIENT_SECRET = "tandem-lemonldap-test-secret";
const RUN = process.env.LLNG_RUN_DIR ?? `/tmp/tandem-lemonldap-${LLNG_PORT}`;
const DEBIAN_CONF = "/var/lib/lemonldap-ng/conf/lmConf-1.json";
const HTDOCS = "/usr/share/lemonldap-ng/portal/htdocs";

const sh = (command) => execSync(command, { stdio: "inherit" });

/** apt-get install lemonldap-ng nginx (with their recommended Perl packages) when missing. */
export function ensureLemonldap() {
  if (existsSync("/usr/sbin/llng-fastcgi-server") && existsSync("/usr/sbin/nginx")) return;
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  console.log("Installing LemonLDAP::NG and nginx from Debian …");
  sh(`${sudo}apt-get update -qq || true`);
  sh(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lemonldap-ng nginx`);
  // Debian starts the packaged services; they use port 80 and the default socket, not ours.
  for (const service of ["nginx", "lemonldap-ng-fastcgi-server"]) {
    execSync(`${sudo}service ${service} stop || true`, { stdio: "ignore" });
  }
}

function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: "pkcs1", format: "pem" }),
    publicKey: publicKey.export({ type: "spki", format: "pem" }),
  };
}

function fill(value, vars) {
  if (typeof value === "string") return value.replace(/\$\{(\w+)\}/g, (_, k) => vars[k]);
  if (Array.isArray(value)) return value.map((v) => fill(v, vars));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars)]));
  }
  return value;
}

function writeConfig({ portalUrl, keys, publicKey }) {
  const template = JSON.parse(readFileSync(path.join(here, "lmConf.template.json"), "utf8"));
  delete template._comment;
  const overlay = fill(template, {
    portal: LLNG_ISSUER,
    run: RUN,
    kid: "tandem-test-key",
    privateKey: keys.privateKey,
    // normally the pair's public key; a key rotated behind the portal's back publishes the old one
    publicKey: publicKey ?? keys.publicKey,
    clientId: LLNG_CLIENT_ID,
    clientSecret: LLNG_CLIENT_SECRET,
    redirectUri: `${portalUrl}/auth/applicant/callback`,
    postLogoutRedirectUri: `${portalUrl}/auth/logged-out?unit=applicant`,
  });
  const base = JSON.parse(readFileSync(DEBIAN_CONF, "utf8"));
  const conf = { ...base, ...overlay, cfgNum: 1, cfgDate: String(Math.floor(Date.now() / 1000)) };
  writeFileSync(path.join(RUN, "conf", "lmConf-1.json"), JSON.stringify(conf, null, 2));
}

function writeServerFiles() {
  writeFileSync(
    path.join(RUN, "lemonldap-ng.ini"),
    `[all]
logLevel = warn
checkTime = 1
[configuration]
type = File
dirName = ${RUN}/conf
[portal]
staticPrefix = /static
templateDir = /usr/share/lemonldap-ng/portal/templates
languages = en, de, fr
[handler]
status = 0
`,
  );
  writeFileSync(
    path.join(RUN, "nginx.conf"),
    `user www-data;
worker_processes 1;
pid ${RUN}/nginx.pid;
error_log ${RUN}/nginx-error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${RUN}/nginx-tmp;
  fastcgi_temp_path ${RUN}/nginx-tmp;
  proxy_temp_path ${RUN}/nginx-tmp;
  uwsgi_temp_path ${RUN}/nginx-tmp;
  scgi_temp_path ${RUN}/nginx-tmp;
  server {
    listen 127.0.0.1:${LLNG_PORT};
    listen [::1]:${LLNG_PORT};
    server_name localhost;
    root ${HTDOCS}/;
    if ($uri !~ ^/((static|javascript|favicon).*|.*\\.psgi)) {
      rewrite ^/(.*)$ /index.psgi/$1 break;
    }
    location ~ ^(?<sc>/.*\\.psgi)(?:$|/) {
      include /etc/nginx/fastcgi_params;
      fastcgi_pass 127.0.0.1:${FCGI_PORT};
      fastcgi_param HTTP_HOST $host:$server_port;
      fastcgi_param LLTYPE psgi;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_split_path_info ^(.*\\.psgi)(/.*)$;
      fastcgi_param PATH_INFO $fastcgi_path_info;
    }
    location /static/ { alias ${HTDOCS}/static/; }
    location /javascript/ { alias /usr/share/javascript/; }
  }
}
`,
  );
}

const pidOf = (file) => {
  try {
    return Number(readFileSync(path.join(RUN, file), "utf8").trim()) || undefined;
  } catch {
    return undefined;
  }
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopPid(file) {
  const pid = pidOf(file);
  if (!pid || !alive(pid)) return;
  process.kill(pid, "SIGTERM");
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

function startFastcgi() {
  // Not the init script: it does not stop the daemons it starts. Ours has its pid file in RUN.
  execFileSync(
    "/usr/sbin/llng-fastcgi-server",
    ["-u", "www-data", "-g", "www-data", "-n", "2", "-p", `${RUN}/fastcgi.pid`, "-l", `127.0.0.1:${FCGI_PORT}`],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        LLNG_DEFAULTCONFFILE: `${RUN}/lemonldap-ng.ini`,
        LLNG_DEFAULTLOGGER: "Lemonldap::NG::Common::Logger::Std",
      },
    },
  );
}

async function waitForDiscovery() {
  const url = `${LLNG_ISSUER}.well-known/openid-configuration`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return await r.json();
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`LemonLDAP::NG did not answer at ${url}; see ${RUN}/nginx-error.log`);
}

/** Starts LemonLDAP::NG afresh (new keys, empty sessions) for the portal at `portalUrl`. */
export async function startLemonldap(portalUrl = process.env.LLNG_PORTAL_URL ?? "http://localhost:3107") {
  ensureLemonldap();
  await stopLemonldap();
  rmSync(RUN, { recursive: true, force: true });
  for (const dir of ["conf", "sessions/lock", "psessions/lock", "cache", "notifications", "nginx-tmp"]) {
    mkdirSync(path.join(RUN, dir), { recursive: true });
  }
  const keys = newKeyPair();
  writeFileSync(path.join(RUN, "keys.json"), JSON.stringify({ portalUrl, keys }));
  writeConfig({ portalUrl, keys });
  writeServerFiles();
  execSync(`chown -R www-data:www-data ${RUN}`);
  startFastcgi();
  execFileSync("/usr/sbin/nginx", ["-c", `${RUN}/nginx.conf`, "-p", RUN], { stdio: "inherit" });
  return waitForDiscovery();
}

/**
 * The provider signs with a new key while it still publishes (and the portal has cached) the old one:
 * every ID token it issues from now on fails the portal's signature check.
 */
export async function rotateSigningKey() {
  const { portalUrl, keys } = JSON.parse(readFileSync(path.join(RUN, "keys.json"), "utf8"));
  writeConfig({ portalUrl, keys: newKeyPair(), publicKey: keys.publicKey });
  execSync(`chown -R www-data:www-data ${RUN}`);
  rmSync(path.join(RUN, "cache"), { recursive: true, force: true });
  await stopPid("fastcgi.pid");
  startFastcgi();
  await waitForDiscovery();
}

/** Stops nginx and the FastCGI daemons of this run directory by pid. */
export async function stopLemonldap() {
  await stopPid("nginx.pid");
  await stopPid("fastcgi.pid");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "ensure") {
    ensureLemonldap();
  } else if (command === "start") {
    const meta = await startLemonldap();
    console.log(`LemonLDAP::NG is up; issuer ${meta.issuer}`);
  } else if (command === "stop") {
    await stopLemonldap();
  } else if (command === "rotate") {
    await rotateSigningKey();
  } else {
    console.error("usage: node scripts/lemonldap/lemonldap.mjs ensure|start|stop|rotate");
    process.exit(2);
  }
}
