import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Impressum" }];

export function loader() {
  return { text: "Tandem ".repeat(120) };
}

export default function Index() {
  const { text } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Impressum</h1>
      <p>{text}</p>
    </main>
  );
}
