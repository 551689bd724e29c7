export { initials } from './initials';
export { TeamGrid, type TeamGridProps, type TeamMember } from './TeamGrid';
