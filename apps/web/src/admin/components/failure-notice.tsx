/** The last failure of a screen's action, announced; nothing without one. */
export function FailureNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="admin-status admin-status--error admin-status--inline" role="alert">
      {text}
    </p>
  );
}
