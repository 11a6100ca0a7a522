// First import of the server's entry: React and the other packages pick their production builds from
// NODE_ENV when first required (React's development server renderer is several times slower).
process.env.NODE_ENV ??= 'production';
