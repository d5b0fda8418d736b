/** An agent's picture, or its initial on a colour derived from its name (decorative: the name is shown beside it). */
export function AgentAvatar({
  name,
  url,
  size = 'medium',
}: {
  name: string;
  url: string | null;
  size?: 'small' | 'medium' | 'large';
}) {
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  if (url)
    return (
      <img className={`agent-avatar-img agent-avatar-${size}`} src={url} alt="" loading="lazy" />
    );
  return (
    <span
      className={`agent-initial agent-avatar-${size}`}
      style={{ '--agent-hue': hue } as React.CSSProperties}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
