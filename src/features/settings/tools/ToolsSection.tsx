import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toolsQuery } from '@/lib/query/dictionary-queries';
import { QueryState } from '@/components/QueryState';
import { ToolCard } from './ToolCard';

const leaveForProvider = (url: string) => window.location.assign(url);

/**
 * Connected tools: every tool of the tools dictionary (`listTools`) with the user's connection. Connecting
 * leaves for the provider, which sends the browser back to `/auth/tool/{tool}/callback`.
 */
export function ToolsSection({
  redirect = leaveForProvider,
  notice,
}: {
  redirect?: (url: string) => void;
  notice?: string | null;
}) {
  const tools = useQuery(toolsQuery());
  const [announcement, setAnnouncement] = useState<string | null>(null);
  return (
    <>
      <p className="muted">
        Tools your agents can use on your behalf. Each connection is yours alone: other members
        connect their own.
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {notice ? (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      ) : null}
      <QueryState
        query={tools}
        empty="No tools are available yet."
        isEmpty={(d) => d.data.length === 0}
      >
        {({ data }) => (
          <ul className="tool-list">
            {data.map((tool) => (
              <ToolCard
                key={tool.slug}
                tool={tool}
                redirect={redirect}
                announce={setAnnouncement}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
