import {
  Award,
  Bell,
  BookOpen,
  Briefcase,
  Building,
  ClipboardList,
  Clock,
  CreditCard,
  Factory,
  FilePlus,
  FileUser,
  Files,
  FolderTree,
  Globe,
  GraduationCap,
  Handshake,
  KeyRound,
  LayoutDashboard,
  ListTree,
  Mail,
  MapPin,
  School,
  Search,
  Settings,
  UserCog,
  UserRound,
  UserSearch,
  UserX,
  Users,
  type SvgIcon,
} from '@/components/ui/icons';
import type { Role } from '@/lib/auth/actor';
import { msg } from '@/lib/i18n/message';

/**
 * The dashboards' sidebars: each role's entries, in the old dashboards' order, at our canonical
 * paths. Every entry leads to a real page; Logout is added by the sidebar itself
 * (to /login, or /admin/login for admins). Labels are message tokens (shellLayout.sidebar.*),
 * rendered by the server (components/layout/dashboard-shell.tsx) for the client sidebar, which gets
 * each entry's href, words and icon name (the sprite's, components/ui/icons.tsx), not this module.
 */
export interface SidebarItem {
  href: string;
  label: string;
  icon: SvgIcon;
}

export const sidebarItems: Record<Role, readonly SidebarItem[]> = {
  admin: [
    { href: '/admin/dashboard', label: msg('shellLayout.sidebar.dashboard'), icon: LayoutDashboard },
    { href: '/admin/universities', label: msg('shellLayout.sidebar.university'), icon: School },
    { href: '/admin/categories', label: msg('shellLayout.sidebar.category'), icon: FolderTree },
    { href: '/admin/programs', label: msg('shellLayout.sidebar.program'), icon: GraduationCap },
    { href: '/admin/courses', label: msg('shellLayout.sidebar.course'), icon: BookOpen },
    { href: '/admin/cities', label: msg('shellLayout.sidebar.city'), icon: MapPin },
    { href: '/admin/countries', label: msg('shellLayout.sidebar.country'), icon: Globe },
    { href: '/admin/applications', label: msg('shellLayout.sidebar.applicants'), icon: ClipboardList },
    { href: '/admin/payments', label: msg('shellLayout.sidebar.payments'), icon: CreditCard },
    { href: '/admin/scholarships', label: msg('shellLayout.sidebar.scholarships'), icon: Award },
    { href: '/admin/messages', label: msg('shellLayout.sidebar.messages'), icon: Mail },
    { href: '/admin/jobs', label: msg('shellLayout.sidebar.jobs'), icon: Briefcase },
    { href: '/admin/job-categories', label: msg('shellLayout.sidebar.jobCategories'), icon: ListTree },
    { href: '/admin/employer-types', label: msg('shellLayout.sidebar.employerTypes'), icon: Building },
    { href: '/admin/direct-hire', label: msg('shellLayout.sidebar.directHire'), icon: Handshake },
    { href: '/admin/part-time', label: msg('shellLayout.sidebar.partTime'), icon: Clock },
    { href: '/admin/employers', label: msg('shellLayout.sidebar.employers'), icon: Factory },
    { href: '/admin/candidates', label: msg('shellLayout.sidebar.candidates'), icon: UserSearch },
    { href: '/admin/job-applications', label: msg('shellLayout.sidebar.jobApplications'), icon: ClipboardList },
    { href: '/admin/users', label: msg('shellLayout.sidebar.users'), icon: UserCog },
    { href: '/admin/settings', label: msg('shellLayout.sidebar.settings'), icon: Settings },
    { href: '/admin/change-password', label: msg('shellLayout.sidebar.changePassword'), icon: KeyRound },
  ],
  student: [
    { href: '/student/dashboard', label: msg('shellLayout.sidebar.studentDashboard'), icon: LayoutDashboard },
    { href: '/student/notifications', label: msg('shellLayout.sidebar.notifications'), icon: Bell },
    { href: '/student/applied-program', label: msg('shellLayout.sidebar.appliedUniversity'), icon: School },
    { href: '/student/update-profile', label: msg('shellLayout.sidebar.profile'), icon: UserRound },
    { href: '/student/change-password', label: msg('shellLayout.sidebar.changePassword'), icon: KeyRound },
    { href: '/student/delete-profile', label: msg('shellLayout.sidebar.deleteProfile'), icon: UserX },
  ],
  employer: [
    { href: '/employer/dashboard', label: msg('shellLayout.sidebar.dashboard'), icon: LayoutDashboard },
    { href: '/employer/profile', label: msg('shellLayout.sidebar.companyProfile'), icon: Building },
    { href: '/employer/jobs/new', label: msg('shellLayout.sidebar.postJob'), icon: FilePlus },
    { href: '/employer/jobs', label: msg('shellLayout.sidebar.manageJobs'), icon: Briefcase },
    { href: '/employer/applicants', label: msg('shellLayout.sidebar.allApplicants'), icon: Users },
    { href: '/employer/contract-applicants', label: msg('shellLayout.sidebar.contractualApplicants'), icon: Clock },
    { href: '/employer/change-password', label: msg('shellLayout.sidebar.changePassword'), icon: KeyRound },
    { href: '/employer/delete-profile', label: msg('shellLayout.sidebar.deleteProfile'), icon: UserX },
  ],
  candidate: [
    { href: '/candidate/dashboard', label: msg('shellLayout.sidebar.dashboard'), icon: LayoutDashboard },
    // One "Resume" entry (issue 15): the profile is the resume, and links to its printable copy (/candidate/resume).
    { href: '/candidate/profile', label: msg('shellLayout.sidebar.resume'), icon: FileUser },
    { href: '/candidate/cvs', label: msg('shellLayout.sidebar.cvManager'), icon: Files },
    { href: '/candidate/jobs', label: msg('shellLayout.sidebar.findJobs'), icon: Search },
    { href: '/candidate/applied-jobs', label: msg('shellLayout.sidebar.appliedJobs'), icon: ClipboardList },
    { href: '/candidate/part-time', label: msg('shellLayout.sidebar.partTimeWork'), icon: Clock },
    { href: '/candidate/change-password', label: msg('shellLayout.sidebar.changePassword'), icon: KeyRound },
    { href: '/candidate/delete-profile', label: msg('shellLayout.sidebar.deleteProfile'), icon: UserX },
  ],
};
