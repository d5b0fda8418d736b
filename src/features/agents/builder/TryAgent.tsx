import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LazyMarkdown } from '@/components/markdown/LazyMarkdown';
import { FormAlert, TextAreaField } from '@/components/forms/fields';
import { usePreviewAgent } from '@/generated/api/agents/agents';
import { PreviewAgentBody } from '@/generated/zod/agents/agents';
import { errorText } from '@/lib/errors';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodOptions } from '@/lib/forms/zod-messages';
import { isApiError } from '@/lib/http/api-error';
import './try-agent.css';

/** Laravel trims the message before `required`: spaces alone are no message here either. */
const Schema = PreviewAgentBody.extend({
  content: z.string().trim().pipe(PreviewAgentBody.shape.content),
});
type Values = z.input<typeof Schema>;
const FIELDS = ['content'] as const;

interface Exchange {
  key: number;
  question: string;
  answer: string;
}

let counter = 0;

/**
 * Try the agent before publishing it (`previewAgent`): a message and the agent's whole answer, as
 * the agent is saved now. Nothing is stored, so the exchanges live in this panel until it is left.
 */
export function TryAgent({ agentId, unsaved }: { agentId: number; unsaved: boolean }) {
  const id = useId();
  const preview = usePreviewAgent();
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema, zodOptions),
    defaultValues: { content: '' },
  });

  const send = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await preview.mutateAsync({ agent: agentId, data: values });
      setExchanges((list) => [
        ...list,
        { key: ++counter, question: values.content, answer: data.content },
      ]);
      form.reset({ content: '' });
    } catch (error) {
      // What was typed stays in the field: a 422 lands on it, anything else can be sent again.
      const left = isApiError(error) ? applyServerErrors(form.setError, error.errors, FIELDS) : [];
      if (!isApiError(error) || Object.keys(error.errors).length === 0)
        setProblem(`The agent did not answer: ${errorText(error, 'Request failed')}`);
      else if (left.length > 0) setProblem(left.join(' '));
    }
  });
  const sending = form.formState.isSubmitting;

  return (
    <section aria-labelledby={`${id}-title`} className="builder-try">
      <h3 id={`${id}-title`}>Try it</h3>
      <p className="muted small">
        Ask what your users would ask. It answers as the agent is saved
        {unsaved ? ' (save your changes to try them)' : ''}; nothing you try here is kept or shown
        to anyone.
      </p>
      <ol className="try-log" aria-label="Your tries" aria-live="polite" aria-busy={sending}>
        {exchanges.map((exchange) => (
          <li key={exchange.key} className="try-exchange">
            <p className="try-question">
              <span className="sr-only">You asked: </span>
              {exchange.question}
            </p>
            <div className="try-answer">
              <span className="sr-only">The agent answered: </span>
              <LazyMarkdown source={exchange.answer} />
            </div>
          </li>
        ))}
      </ol>
      {sending && (
        <p className="muted small" role="status">
          The agent is answering…
        </p>
      )}
      <form onSubmit={(event) => void send(event)} noValidate aria-labelledby={`${id}-title`}>
        <FormAlert>{problem}</FormAlert>
        <TextAreaField form={form} name="content" label="Message" rows={3} />
        <div className="builder-actions">
          <div>
            <button
              type="submit"
              className="button"
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {sending ? 'Sending…' : problem ? 'Send again' : 'Send'}
            </button>
            {exchanges.length > 0 && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setExchanges([])}
              >
                Clear tries
              </button>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}
