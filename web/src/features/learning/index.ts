/** The learning side's screens: Home here; the courses pages load on demand from './pages'. */
export { HomePage } from './home/HomePage';
