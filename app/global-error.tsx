'use client';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Sorry, Zhiyuan could not load this page</h1>
        <p>The problem is on our side and has been logged. Please try again.</p>
        {error.digest ? <p style={{ fontSize: 12, color: '#64748b' }}>Reference: {error.digest}</p> : null}
        <button onClick={() => reset()}>Try again</button>
      </body>
    </html>
  );
}
