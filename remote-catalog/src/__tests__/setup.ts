import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s: lazy route chunks compile slowly on a busy machine.
configure({ asyncUtilTimeout: 10000 });
