// Smoke test for the S3 server that scripts/s3/radosgw.sh starts: bucket create, object put /
// get / list / delete, and a wrongly signed request that must be refused. Requests are signed by
// hand (AWS Signature V4, node:crypto) and sent with fetch, so no npm package is needed.
// Usage: S3_ENDPOINT=http://127.0.0.1:PORT [S3_ACCESS_KEY=..] [S3_SECRET_KEY=..] node scripts/s3/radosgw-smoke.mjs
import { createHash, createHmac, randomBytes } from "node:crypto";

const endpoint = new URL(process.env.S3_ENDPOINT ?? "http://127.0.0.1:8080");
const accessKey = process.env.S3_ACCESS_KEY ?? "tandem-test";
const secretKey = process.env.S3_SECRET_KEY ?? "tandem-test-secret-key-0123456789";
// radosgw accepts any region name in the credential scope; use the usual default.
const region = process.env.S3_REGION ?? "us-east-1";

const sha256 = (data) => createHash("sha256").update(data).digest("hex");
const hmac = (key, data) => createHmac("sha256", key).update(data).digest();
// RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded
// (encodeURIComponent leaves ! ' ( ) * alone, so those are done by hand).
const enc = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Sends one path-style S3 request signed with AWS Signature V4. */
async function s3(method, path, { query = {}, body, secret = secretKey } = {}) {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const amzDate = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, ""); // 20240101T000000Z
  const day = amzDate.slice(0, 8);
  // S3 encodes each path segment once (unlike other services, no double encoding); "/" stays.
  const canonicalUri = path.split("/").map(enc).join("/");
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${enc(k)}=${enc(query[k])}`)
    .join("&");
  const headers = {
    host: endpoint.host, // what fetch will send as Host
    "x-amz-content-sha256": sha256(payload),
    "x-amz-date": amzDate,
  };
  const signedHeaders = Object.keys(headers).sort().join(";");
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((k) => `${k}:${headers[k]}\n`)
    .join("");
  const canonicalRequest = [
    method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    headers["x-amz-content-sha256"],
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");

  const { host, ...sent } = headers;
  const url = `${endpoint.origin}${canonicalUri}${canonicalQuery ? `?${canonicalQuery}` : ""}`;
  const res = await fetch(url, {
    method,
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    body: method === "GET" || method === "HEAD" ? undefined : payload,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString("utf8") };
}

let step = 0;
function check(ok, what, res) {
  step++;
  if (!ok) {
    console.error(`not ok ${step} - ${what}${res ? `: HTTP ${res.status} ${res.text.slice(0, 500)}` : ""}`);
    process.exit(1);
  }
  console.log(`ok ${step} - ${what}`);
}

const bucket = `smoke-${randomBytes(4).toString("hex")}`;
// A key with a space, a non-ASCII letter and a sub-"directory" exercises the URI encoding.
const key = "dir/hello wörld (1).txt";
const content = `hello from the smoke test ${new Date().toISOString()}\n`;

let res = await s3("PUT", `/${bucket}`);
check(res.status === 200, `create bucket ${bucket}`, res);

res = await s3("PUT", `/${bucket}/${key}`, { body: content });
const md5 = createHash("md5").update(content).digest("hex");
check(res.status === 200 && res.headers.get("etag") === `"${md5}"`, "put object (ETag is the MD5)", res);

res = await s3("GET", `/${bucket}/${key}`);
check(res.status === 200 && res.text === content, "get object returns the same bytes", res);

res = await s3("GET", `/${bucket}`, { query: { "list-type": "2", prefix: "dir/" } });
check(
  res.status === 200 &&
    res.text.includes("<Key>dir/hello wörld (1).txt</Key>") &&
    res.text.includes("<KeyCount>1</KeyCount>"),
  "list objects (v2) shows the key",
  res,
);

// Larger than radosgw's 4 MiB stripe, so the object spans several RADOS objects.
const big = randomBytes(6 * 1024 * 1024);
res = await s3("PUT", `/${bucket}/big.bin`, { body: big });
check(res.status === 200, "put 6 MiB object", res);
res = await s3("GET", `/${bucket}/big.bin`);
check(res.status === 200 && res.bytes.equals(big), "get 6 MiB object returns the same bytes", res);
const bigRes = await fetch(`${endpoint.origin}/${bucket}/big.bin`); // anonymous: must be refused
check(bigRes.status === 403, "anonymous get of a private object is refused (403)", {
  status: bigRes.status,
  text: await bigRes.text(),
});
res = await s3("DELETE", `/${bucket}/big.bin`);
check(res.status === 204, "delete 6 MiB object", res);

res = await s3("DELETE", `/${bucket}/${key}`);
check(res.status === 204, "delete object", res);

res = await s3("GET", `/${bucket}/${key}`);
check(res.status === 404 && res.text.includes("NoSuchKey"), "deleted object is gone (404 NoSuchKey)", res);

res = await s3("GET", `/${bucket}`, { query: { "list-type": "2" } });
check(res.status === 200 && res.text.includes("<KeyCount>0</KeyCount>"), "bucket is empty again", res);

res = await s3("GET", "/", { secret: `${secretKey}-wrong` });
check(
  res.status === 403 && res.text.includes("SignatureDoesNotMatch"),
  "wrong secret is refused (403 SignatureDoesNotMatch)",
  res,
);

res = await s3("DELETE", `/${bucket}`);
check(res.status === 204, "delete bucket", res);

console.log(`${step} passed, 0 failed`);
