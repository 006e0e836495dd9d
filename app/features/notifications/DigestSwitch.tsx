import { useNavigation } from "@remix-run/react";
import { Checkbox } from "~/components/ui/Choice";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";

/** The daily digest switch: one checkbox and a save button, a plain form (works without JavaScript). */
export function DigestSwitch({
  enabled,
  title,
  intro,
  label,
  save,
}: {
  enabled: boolean;
  title: string;
  intro: string;
  label: string;
  save: string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Section titleId="digest-title" title={title} className="card space-y-4">
      <Form method="post" className="space-y-4" key={String(enabled)}>
        <p>{intro}</p>
        <Checkbox id="digest-daily" name="dailyDigest" label={label} defaultChecked={enabled} />
        <button type="submit" name="intent" value="digest" className="btn-secondary" disabled={busy}>
          {save}
        </button>
      </Form>
    </Section>
  );
}
