/** The 404 page: plain, helpful, and linked back to the home page and search. */
export default function NotFound() {
  return (
    <main id="main" className="not-found">
      <h1>We can’t find that page</h1>
      <p>The page may have moved or no longer exists. Try the home page, or search for what you need.</p>
      <p>
        <a href="/">Go to the home page</a> · <a href="/search-results">Search the site</a>
      </p>
    </main>
  );
}
