import type { AdvisorList } from "#contracts";
import { Select } from "~/components/ui/Choice";
import type { FormRules } from "~/components/ui/constraint-validation";
import { PostForm, summaryItem } from "~/components/ui/PostForm";
import { Section } from "~/components/ui/Section";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useTranslation } from "~/i18n/translation";
import { INTENTS } from "./intents";
import { useReply } from "./use-reply";

/** Team leads: move the applicant to another study advisor (the applicant is told). */
export function AssignAdvisorForm({ advisors, rules }: { advisors: AdvisorList["advisors"]; rules: FormRules }) {
  const { t } = useTranslation("advisor");
  const [form, fields] = useConstraintForm<{ targetId: string }>({
    id: INTENTS.assignAdvisor,
    lastResult: useReply(INTENTS.assignAdvisor),
    constraint: rules.constraint,
    rules,
  });
  const label = t("assign.label");
  return (
    <Section titleId="assign-title" title={t("assign.title")} className="card space-y-2">
      <p>{t("assign.intro")}</p>
      <PostForm form={form} items={[summaryItem(fields.targetId, label)]} className="space-y-3">
        <input type="hidden" name="intent" value={INTENTS.assignAdvisor} />
        <Select
          key={fields.targetId.key ?? fields.targetId.id}
          id={fields.targetId.id}
          name={fields.targetId.name}
          label={label}
          required
          defaultValue={fields.targetId.initialValue ?? ""}
          placeholder={t("assign.choose")}
          options={advisors.map((a) => ({ value: a.id, label: a.city ? `${a.name} (${a.city})` : a.name }))}
          errors={fields.targetId.errors}
        />
        <button type="submit" className="btn-secondary">
          {t("assign.submit")}
        </button>
      </PostForm>
    </Section>
  );
}
