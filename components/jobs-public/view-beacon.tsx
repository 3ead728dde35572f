/**
 * Counts the visit without making the page dynamic: a few bytes of inline script that send one
 * beacon (POST) to the view endpoint, which counts it at most once per address and job per hour.
 * No JavaScript file is loaded for it; without JavaScript nothing is counted.
 */
export function ViewBeacon({ uuid }: { uuid: string }) {
  // The uuid is checked by the page's data (a stored uuid); JSON.stringify quotes it safely.
  const url = JSON.stringify(`/api/jobs/${uuid}/view`);
  const code = `try{navigator.sendBeacon?navigator.sendBeacon(${url}):fetch(${url},{method:'POST',keepalive:true})}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
