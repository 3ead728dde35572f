import {
  Award,
  Bell,
  BookOpen,
  Briefcase,
  Building,
  Clock,
  CreditCard,
  Factory,
  FilePlus,
  Files,
  FileUser,
  FolderTree,
  Globe,
  GraduationCap,
  Handshake,
  KeyRound,
  LayoutDashboard,
  ListTree,
  type LucideIcon,
  Mail,
  MapPin,
  School,
  Settings,
  Search,
  ClipboardList,
  UserCog,
  UserRound,
  Users,
  UserSearch,
  UserX,
} from 'lucide-react';
import type { Role } from '@/lib/auth/actor';

/**
 * The dashboards' sidebars: each role's entries, in the old dashboards' order, at our canonical
 * paths. Every entry leads to a real page; Logout is added by the sidebar itself
 * (to /login, or /admin/login for admins).
 */
export interface SidebarItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const sidebarItems: Record<Role, readonly SidebarItem[]> = {
  admin: [
    { href: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { href: '/admin/universities', label: 'University', icon: School },
    { href: '/admin/categories', label: 'Category', icon: FolderTree },
    { href: '/admin/programs', label: 'Program', icon: GraduationCap },
    { href: '/admin/courses', label: 'Course', icon: BookOpen },
    { href: '/admin/cities', label: 'City', icon: MapPin },
    { href: '/admin/countries', label: 'Country', icon: Globe },
    { href: '/admin/applications', label: 'Applicants', icon: ClipboardList },
    { href: '/admin/payments', label: 'Payments', icon: CreditCard },
    { href: '/admin/scholarships', label: 'Scholarships', icon: Award },
    { href: '/admin/messages', label: 'Messages', icon: Mail },
    { href: '/admin/jobs', label: 'Jobs', icon: Briefcase },
    { href: '/admin/job-categories', label: 'Job categories', icon: ListTree },
    { href: '/admin/employer-types', label: 'Employer types', icon: Building },
    { href: '/admin/direct-hire', label: 'Direct hire', icon: Handshake },
    { href: '/admin/part-time', label: 'Part time', icon: Clock },
    { href: '/admin/employers', label: 'Employers', icon: Factory },
    { href: '/admin/candidates', label: 'Candidates', icon: UserSearch },
    { href: '/admin/users', label: 'Users', icon: UserCog },
    { href: '/admin/settings', label: 'Settings', icon: Settings },
    { href: '/admin/change-password', label: 'Change Password', icon: KeyRound },
  ],
  student: [
    { href: '/student/dashboard', label: 'Student Dashboard', icon: LayoutDashboard },
    { href: '/student/notifications', label: 'Notifications', icon: Bell },
    { href: '/student/applied-program', label: 'Applied University', icon: School },
    { href: '/student/update-profile', label: 'Profile', icon: UserRound },
    { href: '/student/change-password', label: 'Change Password', icon: KeyRound },
    { href: '/student/delete-profile', label: 'Delete Profile', icon: UserX },
  ],
  employer: [
    { href: '/employer/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { href: '/employer/profile', label: 'Company Profile', icon: Building },
    { href: '/employer/jobs/new', label: 'Post a Job', icon: FilePlus },
    { href: '/employer/jobs', label: 'Manage Jobs', icon: Briefcase },
    { href: '/employer/applicants', label: 'All Applicants', icon: Users },
    { href: '/employer/contract-applicants', label: 'Contractual Applicants', icon: Clock },
    { href: '/employer/change-password', label: 'Change Password', icon: KeyRound },
    { href: '/employer/delete-profile', label: 'Delete Profile', icon: UserX },
  ],
  candidate: [
    { href: '/candidate/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    // One "Resume" entry (issue 15): the profile is the resume, and links to its printable copy (/candidate/resume).
    { href: '/candidate/profile', label: 'Resume', icon: FileUser },
    { href: '/candidate/cvs', label: 'CV Manager', icon: Files },
    { href: '/candidate/jobs', label: 'Find Jobs', icon: Search },
    { href: '/candidate/applied-jobs', label: 'Applied Jobs', icon: ClipboardList },
    { href: '/candidate/part-time', label: 'Part-time Work', icon: Clock },
    { href: '/candidate/change-password', label: 'Change Password', icon: KeyRound },
    { href: '/candidate/delete-profile', label: 'Delete Profile', icon: UserX },
  ],
};

export const areaLabels: Record<Role, string> = {
  admin: 'Admin',
  student: 'Student',
  employer: 'Employer',
  candidate: 'Candidate',
};

/** The item a path belongs to: the longest matching href (`/employer/jobs/new` is Post a Job, not Manage Jobs). */
export function activeItem(role: Role, pathname: string): SidebarItem | undefined {
  let best: SidebarItem | undefined;
  for (const item of sidebarItems[role]) {
    if (pathname === item.href || pathname.startsWith(`${item.href}/`)) {
      if (!best || item.href.length > best.href.length) best = item;
    }
  }
  return best;
}
