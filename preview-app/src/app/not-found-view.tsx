/** The text of the 404 page: plain, helpful, linked back home. The header and footer come from around it. */
export function NotFoundView() {
  return (
    <div className="not-found">
      <h1>We can’t find that page</h1>
      <p>The page may have moved or no longer exists. The home page and the menu above lead to everything on the site.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
