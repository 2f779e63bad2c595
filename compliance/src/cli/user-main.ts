/** `npm run workbench:user -- --email … --name … --role author|principal [--password-stdin]` (compliance/README.md). */
throw new Error('not yet');
