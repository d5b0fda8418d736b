import type { ThreadExport } from './export-thread';
import { messageTime } from './message-time';

/**
 * The whole thread as plain blocks for printing: the on-screen list is virtualised (only the rows
 * in view exist), so printing renders this instead; the print stylesheet shows only it.
 */
export function PrintTranscript({ transcript }: { transcript: ThreadExport }) {
  const agent = transcript.thread.agent.name;
  return (
    <section className="print-transcript" aria-label="Printable transcript">
      <h1>{transcript.thread.title}</h1>
      <p>Chat with {agent}</p>
      {transcript.messages.map((message) => (
        <article key={message.id} className="print-message">
          <h2>
            {message.role === 'user' ? 'You' : agent} · {messageTime(message.created_at).full}
            {message.stopped_at ? ' · stopped' : ''}
          </h2>
          <div className="print-text">{message.content}</div>
        </article>
      ))}
    </section>
  );
}
