/** Server errors as a bulleted list above a form, announced when they appear. */
import styles from './error-list.module.css';

export function ErrorList({ messages, title }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.box} role="alert">
      {title && <p className={styles.title}>{title}</p>}
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
